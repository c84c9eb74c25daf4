CREATE TABLE "envio_opcion" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"tipo_envio" smallint NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"costo_base" numeric(12, 2) DEFAULT '0' NOT NULL,
	"envio_gratis_desde" numeric(12, 2),
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envio_opcion_tipo" CHECK ("envio_opcion"."tipo_envio" between 1 and 3),
	CONSTRAINT "envio_opcion_costo" CHECK ("envio_opcion"."costo_base" >= 0 and ("envio_opcion"."envio_gratis_desde" is null or "envio_opcion"."envio_gratis_desde" >= 0))
);
--> statement-breakpoint
CREATE TABLE "envio_recargo" (
	"envio_opcion_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"recargo" numeric(12, 2) NOT NULL,
	CONSTRAINT "envio_recargo_envio_opcion_id_area_id_pk" PRIMARY KEY("envio_opcion_id","area_id"),
	CONSTRAINT "envio_recargo_no_negativo" CHECK ("envio_recargo"."recargo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "horario" ADD COLUMN "capacidad" integer;--> statement-breakpoint
ALTER TABLE "horario" ADD COLUMN "corte_minutos" integer;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD COLUMN "capacidad" integer;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD COLUMN "corte_minutos" integer;--> statement-breakpoint
ALTER TABLE "envio_opcion" ADD CONSTRAINT "envio_opcion_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_recargo" ADD CONSTRAINT "envio_recargo_envio_opcion_id_envio_opcion_id_fk" FOREIGN KEY ("envio_opcion_id") REFERENCES "public"."envio_opcion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_recargo" ADD CONSTRAINT "envio_recargo_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "envio_opcion_zona_tipo_uq" ON "envio_opcion" USING btree ("zona_id","tipo_envio");--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_capacidad" CHECK ("horario"."capacidad" is null or "horario"."capacidad" > 0);--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_corte" CHECK ("horario"."corte_minutos" is null or "horario"."corte_minutos" >= 0);--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_capacidad" CHECK ("horario_pickup"."capacidad" is null or "horario_pickup"."capacidad" > 0);--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_corte" CHECK ("horario_pickup"."corte_minutos" is null or "horario_pickup"."corte_minutos" >= 0);