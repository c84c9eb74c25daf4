CREATE TABLE "membresia" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"solicitud_id" integer,
	"plan_id" integer,
	"fecha_inicio" timestamp with time zone NOT NULL,
	"fecha_final" timestamp with time zone NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"nota" varchar(500) DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membresia_fechas" CHECK ("membresia"."fecha_final" > "membresia"."fecha_inicio")
);
--> statement-breakpoint
CREATE TABLE "membresia_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"descripcion" varchar(200) DEFAULT '' NOT NULL,
	"dias" integer NOT NULL,
	"precio" numeric(12, 2) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"orden" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "membresia_plan_valores" CHECK ("membresia_plan"."dias" > 0 and "membresia_plan"."precio" > 0)
);
--> statement-breakpoint
CREATE TABLE "membresia_solicitud" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"metodo_pago" smallint NOT NULL,
	"monto" numeric(12, 2) NOT NULL,
	"tasa" numeric(18, 4) NOT NULL,
	"monto_bs" numeric(16, 2),
	"referencia" varchar(40),
	"banco" varchar(60),
	"fecha_pago" timestamp with time zone,
	"nota" varchar(500) DEFAULT '' NOT NULL,
	"decidido_por" integer,
	"decidido_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membresia_solicitud_monto" CHECK ("membresia_solicitud"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "membresia" ADD CONSTRAINT "membresia_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia" ADD CONSTRAINT "membresia_solicitud_id_membresia_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."membresia_solicitud"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia" ADD CONSTRAINT "membresia_plan_id_membresia_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membresia_plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia_solicitud" ADD CONSTRAINT "membresia_solicitud_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membresia_solicitud" ADD CONSTRAINT "membresia_solicitud_plan_id_membresia_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membresia_plan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membresia_solicitud_uq" ON "membresia" USING btree ("solicitud_id");--> statement-breakpoint
CREATE INDEX "membresia_usuario_idx" ON "membresia" USING btree ("usuario_id","fecha_final");--> statement-breakpoint
CREATE INDEX "membresia_solicitud_usuario_idx" ON "membresia_solicitud" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "membresia_solicitud_estatus_idx" ON "membresia_solicitud" USING btree ("estatus","creado_en");--> statement-breakpoint
CREATE INDEX "membresia_solicitud_referencia_idx" ON "membresia_solicitud" USING btree (lower("referencia"));--> statement-breakpoint
CREATE UNIQUE INDEX "membresia_solicitud_pendiente_uq" ON "membresia_solicitud" USING btree ("usuario_id") WHERE "membresia_solicitud"."estatus" = 1;--> statement-breakpoint
CREATE INDEX "orden_pago_pendiente_idx" ON "orden_pago" USING btree ("creado_en") WHERE "orden_pago"."estatus" = 1;--> statement-breakpoint
CREATE INDEX "orden_pago_referencia_idx" ON "orden_pago" USING btree (lower("referencia"));