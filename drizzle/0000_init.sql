CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"familia" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"revocado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "token_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(180) NOT NULL,
	"clave" text NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"apellido" varchar(100) DEFAULT '' NOT NULL,
	"telefono" varchar(20),
	"tipo_documento" varchar(1),
	"documento" varchar(20),
	"usuario_tipo" smallint DEFAULT 1 NOT NULL,
	"estatus" smallint DEFAULT 4 NOT NULL,
	"verificado_en" timestamp with time zone,
	"ultimo_acceso" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_rol" (
	"usuario_id" integer NOT NULL,
	"rol" varchar(60) NOT NULL,
	CONSTRAINT "usuario_rol_usuario_id_rol_pk" PRIMARY KEY("usuario_id","rol")
);
--> statement-breakpoint
CREATE TABLE "link_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"url" varchar(500) NOT NULL,
	"externo" boolean DEFAULT false NOT NULL,
	"slug" varchar(80) NOT NULL,
	"prioridad" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zona" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracion" (
	"clave" varchar(60) PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moneda" (
	"id" smallint PRIMARY KEY NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"simbolo" varchar(10) NOT NULL,
	"tasa" numeric(18, 4) NOT NULL,
	"sistema" boolean DEFAULT false NOT NULL,
	"default" boolean DEFAULT false NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"padre_id" integer,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"icono" varchar(60),
	"miniatura_imagen" jsonb,
	"orden" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etiqueta" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"slug" varchar(100) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(160) NOT NULL,
	"slug" varchar(180) NOT NULL,
	"codigo" varchar(40) NOT NULL,
	"marca" varchar(80),
	"descripcion" text DEFAULT '' NOT NULL,
	"categoria_id" integer NOT NULL,
	"impuesto" numeric(5, 2) DEFAULT '0' NOT NULL,
	"principal_imagen" jsonb,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"popularidad" integer DEFAULT 0 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_etiqueta" (
	"producto_id" integer NOT NULL,
	"etiqueta_id" integer NOT NULL,
	CONSTRAINT "producto_etiqueta_producto_id_etiqueta_id_pk" PRIMARY KEY("producto_id","etiqueta_id")
);
--> statement-breakpoint
CREATE TABLE "inventario" (
	"id" serial PRIMARY KEY NOT NULL,
	"producto_id" integer NOT NULL,
	"sucursal_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"existencia" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_existencia_no_negativa" CHECK ("inventario"."existencia" >= 0)
);
--> statement-breakpoint
CREATE TABLE "precio" (
	"id" serial PRIMARY KEY NOT NULL,
	"inventario_id" integer NOT NULL,
	"usuario_tipo" smallint NOT NULL,
	"precio" numeric(12, 2) NOT NULL,
	"oferta" numeric(12, 2) DEFAULT '0' NOT NULL,
	"minimo" integer DEFAULT 1 NOT NULL,
	"maximo" integer,
	"grupo" integer DEFAULT 1 NOT NULL,
	"unidad" integer DEFAULT 1 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "precio_no_negativo" CHECK ("precio"."precio" >= 0 and "precio"."oferta" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sucursal" (
	"id" serial PRIMARY KEY NOT NULL,
	"tienda_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"direccion" varchar(300) DEFAULT '' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tienda" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"rif" varchar(20) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_usuario" ADD CONSTRAINT "token_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_rol" ADD CONSTRAINT "usuario_rol_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_menu" ADD CONSTRAINT "link_menu_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria" ADD CONSTRAINT "categoria_padre_id_categoria_id_fk" FOREIGN KEY ("padre_id") REFERENCES "public"."categoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_etiqueta" ADD CONSTRAINT "producto_etiqueta_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_etiqueta" ADD CONSTRAINT "producto_etiqueta_etiqueta_id_etiqueta_id_fk" FOREIGN KEY ("etiqueta_id") REFERENCES "public"."etiqueta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario" ADD CONSTRAINT "inventario_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario" ADD CONSTRAINT "inventario_sucursal_id_sucursal_id_fk" FOREIGN KEY ("sucursal_id") REFERENCES "public"."sucursal"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventario" ADD CONSTRAINT "inventario_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio" ADD CONSTRAINT "precio_inventario_id_inventario_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursal" ADD CONSTRAINT "sucursal_tienda_id_tienda_id_fk" FOREIGN KEY ("tienda_id") REFERENCES "public"."tienda"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sucursal" ADD CONSTRAINT "sucursal_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_uq" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "refresh_token_usuario_idx" ON "refresh_token" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_usuario_hash_uq" ON "token_usuario" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "token_usuario_usuario_idx" ON "token_usuario" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_uuid_uq" ON "usuario" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "usuario_documento_idx" ON "usuario" USING btree ("documento");--> statement-breakpoint
CREATE INDEX "link_menu_zona_idx" ON "link_menu" USING btree ("zona_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zona_slug_uq" ON "zona" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "zona_nombre_uq" ON "zona" USING btree ("nombre");--> statement-breakpoint
CREATE UNIQUE INDEX "categoria_nombre_uq" ON "categoria" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "categoria_slug_uq" ON "categoria" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categoria_padre_idx" ON "categoria" USING btree ("padre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "etiqueta_nombre_uq" ON "etiqueta" USING btree (lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "etiqueta_slug_uq" ON "etiqueta" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_slug_uq" ON "producto" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "producto_codigo_uq" ON "producto" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "producto_categoria_idx" ON "producto" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "producto_etiqueta_etiqueta_idx" ON "producto_etiqueta" USING btree ("etiqueta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventario_producto_sucursal_uq" ON "inventario" USING btree ("producto_id","sucursal_id");--> statement-breakpoint
CREATE INDEX "inventario_zona_producto_idx" ON "inventario" USING btree ("zona_id","producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "precio_inventario_tipo_uq" ON "precio" USING btree ("inventario_id","usuario_tipo");--> statement-breakpoint
CREATE INDEX "sucursal_zona_idx" ON "sucursal" USING btree ("zona_id");