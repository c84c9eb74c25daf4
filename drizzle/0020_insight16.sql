CREATE TABLE "resumen_venta_delta" (
	"id" serial PRIMARY KEY NOT NULL,
	"dia" date NOT NULL,
	"producto_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"estatus" smallint NOT NULL,
	"nombre" varchar(255) DEFAULT '' NOT NULL,
	"ordenes" integer DEFAULT 0 NOT NULL,
	"unidades" integer DEFAULT 0 NOT NULL,
	"total_usd" numeric DEFAULT '0' NOT NULL,
	"total_bs" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumen_venta_dia" (
	"dia" date NOT NULL,
	"producto_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"estatus" smallint NOT NULL,
	"nombre" varchar(255) DEFAULT '' NOT NULL,
	"ordenes" integer DEFAULT 0 NOT NULL,
	"unidades" integer DEFAULT 0 NOT NULL,
	"total_usd" numeric DEFAULT '0' NOT NULL,
	"total_bs" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "resumen_venta_dia_pk" PRIMARY KEY("dia","producto_id","zona_id","estatus")
);
--> statement-breakpoint
CREATE TABLE "resumen_venta_estado" (
	"id" smallint PRIMARY KEY NOT NULL,
	"construido_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "envio_push" ADD COLUMN "reclamado_en" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "envio_push_enviando_idx" ON "envio_push" USING btree ("reclamado_en") WHERE "envio_push"."estatus" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "notificacion_envio_usuario_uq" ON "notificacion" USING btree ("envio_push_id","usuario_id") WHERE "notificacion"."envio_push_id" is not null;