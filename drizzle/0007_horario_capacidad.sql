ALTER TABLE "horario" ADD COLUMN "capacidad" integer;--> statement-breakpoint
ALTER TABLE "horario" ADD COLUMN "corte_minutos" integer;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD COLUMN "capacidad" integer;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD COLUMN "corte_minutos" integer;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_capacidad" CHECK ("horario"."capacidad" is null or "horario"."capacidad" > 0);--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_corte" CHECK ("horario"."corte_minutos" is null or "horario"."corte_minutos" >= 0);--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_capacidad" CHECK ("horario_pickup"."capacidad" is null or "horario_pickup"."capacidad" > 0);--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_corte" CHECK ("horario_pickup"."corte_minutos" is null or "horario_pickup"."corte_minutos" >= 0);