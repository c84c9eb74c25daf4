CREATE TABLE "tasa_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"moneda_id" smallint NOT NULL,
	"tasa" numeric(18, 4) NOT NULL,
	"anterior" numeric(18, 4),
	"usuario_id" integer,
	"usuario_email" varchar(180),
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_imagen" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"imagen" jsonb NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasa_historial" ADD CONSTRAINT "tasa_historial_moneda_id_moneda_id_fk" FOREIGN KEY ("moneda_id") REFERENCES "public"."moneda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_imagen" ADD CONSTRAINT "producto_imagen_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasa_historial_moneda_fecha_idx" ON "tasa_historial" USING btree ("moneda_id","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "producto_imagen_producto_idx" ON "producto_imagen" USING btree ("producto_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "sucursal_tienda_nombre_uq" ON "sucursal" USING btree ("tienda_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "tienda_nombre_uq" ON "tienda" USING btree (lower("nombre"));