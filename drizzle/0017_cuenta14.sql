CREATE TABLE "cambio_correo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"email_nuevo" varchar(180) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitud_borrado" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"motivo" varchar(500) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"cliente_nombre" varchar(201) NOT NULL,
	"cliente_email" varchar(180) NOT NULL,
	"nota" text DEFAULT '' NOT NULL,
	"resuelto_por" integer,
	"resuelto_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_referido" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"dispositivo" varchar(64),
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referido" (
	"id" serial PRIMARY KEY NOT NULL,
	"referidor_id" integer NOT NULL,
	"referido_id" integer NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"monto" numeric(14, 2),
	"orden_id" integer,
	"dispositivo" varchar(64),
	"motivo" varchar(300) DEFAULT '' NOT NULL,
	"nota_reversion" text DEFAULT '' NOT NULL,
	"entregado_en" timestamp with time zone,
	"acreditado_en" timestamp with time zone,
	"revertido_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cambio_correo" ADD CONSTRAINT "cambio_correo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitud_borrado" ADD CONSTRAINT "solicitud_borrado_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_referido" ADD CONSTRAINT "codigo_referido_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referido" ADD CONSTRAINT "referido_referidor_id_usuario_id_fk" FOREIGN KEY ("referidor_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referido" ADD CONSTRAINT "referido_referido_id_usuario_id_fk" FOREIGN KEY ("referido_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cambio_correo_hash_uq" ON "cambio_correo" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cambio_correo_usuario_idx" ON "cambio_correo" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "solicitud_borrado_pendiente_uq" ON "solicitud_borrado" USING btree ("usuario_id") WHERE "solicitud_borrado"."estatus" = 1;--> statement-breakpoint
CREATE INDEX "solicitud_borrado_estatus_idx" ON "solicitud_borrado" USING btree ("estatus","creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "codigo_referido_codigo_uq" ON "codigo_referido" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "referido_referido_uq" ON "referido" USING btree ("referido_id");--> statement-breakpoint
CREATE INDEX "referido_referidor_idx" ON "referido" USING btree ("referidor_id","creado_en");--> statement-breakpoint
CREATE INDEX "referido_dispositivo_idx" ON "referido" USING btree ("dispositivo") WHERE "referido"."dispositivo" is not null;--> statement-breakpoint
CREATE INDEX "referido_estatus_idx" ON "referido" USING btree ("estatus","creado_en");