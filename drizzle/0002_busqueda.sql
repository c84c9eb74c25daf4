CREATE TABLE "busqueda_evento" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" varchar(12) NOT NULL,
	"event_name" varchar(64) NOT NULL,
	"index_name" varchar(256) NOT NULL,
	"query_id" varchar(32),
	"object_ids" jsonb,
	"positions" jsonb,
	"filters" jsonb,
	"user_token" varchar(129) NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busqueda_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"query" varchar(200) NOT NULL,
	"zona_id" integer,
	"usuario_tipo" smallint,
	"nb_hits" integer NOT NULL,
	"veces" integer DEFAULT 1 NOT NULL,
	"usuario_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "busqueda_evento" ADD CONSTRAINT "busqueda_evento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busqueda_historial" ADD CONSTRAINT "busqueda_historial_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "busqueda_evento_creado_idx" ON "busqueda_evento" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "busqueda_evento_query_idx" ON "busqueda_evento" USING btree ("query_id");--> statement-breakpoint
CREATE INDEX "busqueda_historial_creado_idx" ON "busqueda_historial" USING btree ("creado_en");