CREATE TABLE "ajuste_saldo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"motivo" varchar(200) NOT NULL,
	"autor_id" integer,
	"autor_email" varchar(180),
	"clave_idempotencia" uuid,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ajuste_saldo_monto" CHECK ("ajuste_saldo"."monto" <> 0)
);
--> statement-breakpoint
CREATE TABLE "tarjeta_regalo" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitud_id" integer NOT NULL,
	"codigo_hash" varchar(64) NOT NULL,
	"codigo_final" varchar(4) NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"destinatario_email" varchar(180) NOT NULL,
	"usado_por" integer,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarjeta_regalo_monto" CHECK ("tarjeta_regalo"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "tarjeta_solicitud" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"clave_idempotencia" uuid NOT NULL,
	"tipo" smallint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"tasa" numeric(18, 4) NOT NULL,
	"monto_bs" numeric(16, 2),
	"metodo" smallint NOT NULL,
	"referencia" varchar(40) NOT NULL,
	"banco" varchar(60) DEFAULT '' NOT NULL,
	"telefono" varchar(20) DEFAULT '' NOT NULL,
	"destinatario_email" varchar(180),
	"destinatario_nombre" varchar(100) DEFAULT '' NOT NULL,
	"mensaje" varchar(300) DEFAULT '' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"nota" varchar(300) DEFAULT '' NOT NULL,
	"verificado_por" integer,
	"verificado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tarjeta_solicitud_monto" CHECK ("tarjeta_solicitud"."monto" > 0)
);
--> statement-breakpoint
CREATE TABLE "vuelto" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"orden_pago_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"destino" smallint NOT NULL,
	"referencia" varchar(40),
	"nota" varchar(300) DEFAULT '' NOT NULL,
	"autor_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vuelto_monto" CHECK ("vuelto"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "ajuste_saldo" ADD CONSTRAINT "ajuste_saldo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_regalo" ADD CONSTRAINT "tarjeta_regalo_solicitud_id_tarjeta_solicitud_id_fk" FOREIGN KEY ("solicitud_id") REFERENCES "public"."tarjeta_solicitud"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_regalo" ADD CONSTRAINT "tarjeta_regalo_usado_por_usuario_id_fk" FOREIGN KEY ("usado_por") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjeta_solicitud" ADD CONSTRAINT "tarjeta_solicitud_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vuelto" ADD CONSTRAINT "vuelto_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ajuste_saldo_clave_uq" ON "ajuste_saldo" USING btree ("clave_idempotencia");--> statement-breakpoint
CREATE INDEX "ajuste_saldo_usuario_idx" ON "ajuste_saldo" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "ajuste_saldo_creado_idx" ON "ajuste_saldo" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_regalo_solicitud_uq" ON "tarjeta_regalo" USING btree ("solicitud_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_regalo_codigo_uq" ON "tarjeta_regalo" USING btree ("codigo_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tarjeta_solicitud_clave_uq" ON "tarjeta_solicitud" USING btree ("usuario_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "tarjeta_solicitud_usuario_idx" ON "tarjeta_solicitud" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "tarjeta_solicitud_estatus_idx" ON "tarjeta_solicitud" USING btree ("estatus","creado_en");--> statement-breakpoint
CREATE INDEX "tarjeta_solicitud_referencia_idx" ON "tarjeta_solicitud" USING btree ("referencia");--> statement-breakpoint
CREATE UNIQUE INDEX "vuelto_orden_pago_uq" ON "vuelto" USING btree ("orden_pago_id");--> statement-breakpoint
CREATE INDEX "vuelto_orden_idx" ON "vuelto" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "vuelto_creado_idx" ON "vuelto" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "movimiento_saldo_causa_uq" ON "movimiento_saldo" USING btree ("tipo","referencia_id") WHERE "movimiento_saldo"."tipo" in ('tarjetapago', 'tarjetaregalo', 'vuelto', 'ajuste') and "movimiento_saldo"."referencia_id" is not null;--> statement-breakpoint
CREATE INDEX "saldo_usuario_actualizado_idx" ON "saldo_usuario" USING btree ("actualizado_en");--> statement-breakpoint
CREATE INDEX "saldo_usuario_saldo_idx" ON "saldo_usuario" USING btree ("saldo");