CREATE TABLE "cliente_estatus_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"estatus_anterior" smallint NOT NULL,
	"estatus" smallint NOT NULL,
	"motivo" varchar(500) NOT NULL,
	"autor_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_estatus_historial_motivo" CHECK (length("cliente_estatus_historial"."motivo") > 0)
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (lower(translate(nombre || ' ' || apellido, 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "telefono_inverso" text GENERATED ALWAYS AS (reverse(telefono)) STORED;--> statement-breakpoint
ALTER TABLE "cliente_estatus_historial" ADD CONSTRAINT "cliente_estatus_historial_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_estatus_historial" ADD CONSTRAINT "cliente_estatus_historial_autor_id_usuario_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cliente_estatus_historial_usuario_idx" ON "cliente_estatus_historial" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "usuario_nombre_busqueda_trgm_idx" ON "usuario" USING gin ("nombre_busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "usuario_email_prefijo_idx" ON "usuario" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "usuario_telefono_inverso_idx" ON "usuario" USING btree ("telefono_inverso" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "usuario_creado_idx" ON "usuario" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "usuario_estatus_idx" ON "usuario" USING btree ("estatus");