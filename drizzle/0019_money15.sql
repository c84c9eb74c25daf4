CREATE TABLE "pago_pasarela" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"causa" varchar(20) NOT NULL,
	"causa_id" integer NOT NULL,
	"sesion_id" varchar(100),
	"monto" numeric(14, 2) NOT NULL,
	"moneda" varchar(3) DEFAULT 'USD' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"decidido_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pago_pasarela_monto" CHECK ("pago_pasarela"."monto" > 0)
);
--> statement-breakpoint
DROP INDEX "movimiento_saldo_usuario_idx";--> statement-breakpoint
DROP INDEX "saldo_usuario_actualizado_idx";--> statement-breakpoint
DROP INDEX "saldo_usuario_saldo_idx";--> statement-breakpoint
ALTER TABLE "pago_pasarela" ADD CONSTRAINT "pago_pasarela_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pago_pasarela_sesion_uq" ON "pago_pasarela" USING btree ("sesion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_pasarela_causa_uq" ON "pago_pasarela" USING btree ("causa","causa_id");--> statement-breakpoint
CREATE INDEX "usuario_email_trgm_idx" ON "usuario" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movimiento_saldo_usuario_idx" ON "movimiento_saldo" USING btree ("usuario_id","creado_en","id");--> statement-breakpoint
CREATE INDEX "saldo_usuario_actualizado_idx" ON "saldo_usuario" USING btree ("actualizado_en","usuario_id","saldo");--> statement-breakpoint
CREATE INDEX "saldo_usuario_saldo_idx" ON "saldo_usuario" USING btree ("saldo","usuario_id","actualizado_en");