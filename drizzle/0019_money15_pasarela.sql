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
ALTER TABLE "pago_pasarela" ADD CONSTRAINT "pago_pasarela_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pago_pasarela_sesion_uq" ON "pago_pasarela" USING btree ("sesion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_pasarela_causa_uq" ON "pago_pasarela" USING btree ("causa","causa_id");