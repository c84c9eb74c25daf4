CREATE TABLE "bitacora" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"usuario_email" varchar(180),
	"area" varchar(40) NOT NULL,
	"recurso" varchar(60) NOT NULL,
	"registro_id" varchar(80) NOT NULL,
	"accion" varchar(40) NOT NULL,
	"cambios" jsonb NOT NULL,
	"ip" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "tokens_desde" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bitacora_registro_idx" ON "bitacora" USING btree ("recurso","registro_id","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bitacora_usuario_idx" ON "bitacora" USING btree ("usuario_id","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bitacora_area_idx" ON "bitacora" USING btree ("area","fecha" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bitacora_fecha_idx" ON "bitacora" USING btree ("fecha" DESC NULLS LAST);