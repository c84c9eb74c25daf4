CREATE TABLE "imagen_publicidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"imagen" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicidad_evento" (
	"tipo" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"dia" date NOT NULL,
	"vistas" integer DEFAULT 0 NOT NULL,
	"clics" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "publicidad_evento_tipo_item_id_dia_pk" PRIMARY KEY("tipo","item_id","dia")
);
--> statement-breakpoint
ALTER TABLE "destacado" ADD COLUMN "vigencia_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "destacado" ADD COLUMN "vigencia_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensaje_publicidad" ADD COLUMN "vigencia_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mensaje_publicidad" ADD COLUMN "vigencia_hasta" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN "imagen_movil" jsonb;--> statement-breakpoint
ALTER TABLE "imagen_publicidad" ADD CONSTRAINT "imagen_publicidad_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imagen_publicidad_zona_idx" ON "imagen_publicidad" USING btree ("zona_id","tipo");