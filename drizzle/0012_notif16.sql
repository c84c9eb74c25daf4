CREATE TABLE "envio_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"segmento_id" integer NOT NULL,
	"titulo" varchar(80) NOT NULL,
	"texto" varchar(300) NOT NULL,
	"enlace" varchar(500),
	"imagen" varchar(500),
	"programado_para" timestamp with time zone,
	"estatus" smallint NOT NULL,
	"canal" varchar(20) DEFAULT 'app' NOT NULL,
	"destinatarios" integer DEFAULT 0 NOT NULL,
	"enviados" integer DEFAULT 0 NOT NULL,
	"recibidos_push" integer,
	"error" text,
	"autor_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"titulo" varchar(80) NOT NULL,
	"texto" varchar(300) NOT NULL,
	"enlace" varchar(500),
	"imagen" varchar(500),
	"envio_push_id" integer,
	"leida_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segmento_push" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"filtros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envio_push" ADD CONSTRAINT "envio_push_segmento_id_segmento_push_id_fk" FOREIGN KEY ("segmento_id") REFERENCES "public"."segmento_push"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_push" ADD CONSTRAINT "envio_push_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacion" ADD CONSTRAINT "notificacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envio_push_segmento_idx" ON "envio_push" USING btree ("segmento_id","creado_en");--> statement-breakpoint
CREATE INDEX "envio_push_programado_idx" ON "envio_push" USING btree ("programado_para") WHERE "envio_push"."estatus" = 1;--> statement-breakpoint
CREATE INDEX "notificacion_usuario_idx" ON "notificacion" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "notificacion_no_leida_idx" ON "notificacion" USING btree ("usuario_id") WHERE "notificacion"."leida_en" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "segmento_push_nombre_uq" ON "segmento_push" USING btree (lower("nombre"));