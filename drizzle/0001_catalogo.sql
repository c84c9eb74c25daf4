CREATE TABLE "destacado" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"imagen" jsonb,
	"orden" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"especial" boolean DEFAULT false NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destacado_producto" (
	"destacado_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destacado_producto_destacado_id_producto_id_pk" PRIMARY KEY("destacado_id","producto_id")
);
--> statement-breakpoint
CREATE TABLE "imagen_oferta" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"imagen" jsonb NOT NULL,
	"url" varchar(500) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensaje_publicidad" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"mensaje" varchar(300) NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"imagen" jsonb NOT NULL,
	"url" varchar(500),
	"orden" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"vigencia_desde" timestamp with time zone,
	"vigencia_hasta" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_vigencia" CHECK ("slider"."vigencia_desde" is null or "slider"."vigencia_hasta" is null or "slider"."vigencia_desde" <= "slider"."vigencia_hasta")
);
--> statement-breakpoint
CREATE TABLE "lista_rapida" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"descripcion" varchar(500) DEFAULT '' NOT NULL,
	"imagen" jsonb,
	"orden" integer DEFAULT 0 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lista_rapida_producto" (
	"lista_rapida_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" integer DEFAULT 1 NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lista_rapida_producto_lista_rapida_id_producto_id_pk" PRIMARY KEY("lista_rapida_id","producto_id"),
	CONSTRAINT "lista_rapida_producto_cantidad_positiva" CHECK ("lista_rapida_producto"."cantidad" > 0)
);
--> statement-breakpoint
ALTER TABLE "destacado" ADD CONSTRAINT "destacado_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destacado_producto" ADD CONSTRAINT "destacado_producto_destacado_id_destacado_id_fk" FOREIGN KEY ("destacado_id") REFERENCES "public"."destacado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destacado_producto" ADD CONSTRAINT "destacado_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imagen_oferta" ADD CONSTRAINT "imagen_oferta_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensaje_publicidad" ADD CONSTRAINT "mensaje_publicidad_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider" ADD CONSTRAINT "slider_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_rapida" ADD CONSTRAINT "lista_rapida_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_rapida_producto" ADD CONSTRAINT "lista_rapida_producto_lista_rapida_id_lista_rapida_id_fk" FOREIGN KEY ("lista_rapida_id") REFERENCES "public"."lista_rapida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_rapida_producto" ADD CONSTRAINT "lista_rapida_producto_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destacado_zona_slug_uq" ON "destacado" USING btree ("zona_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "destacado_zona_especial_uq" ON "destacado" USING btree ("zona_id") WHERE "destacado"."especial";--> statement-breakpoint
CREATE INDEX "destacado_producto_producto_idx" ON "destacado_producto" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "imagen_oferta_zona_idx" ON "imagen_oferta" USING btree ("zona_id","orden");--> statement-breakpoint
CREATE INDEX "mensaje_publicidad_zona_idx" ON "mensaje_publicidad" USING btree ("zona_id","orden");--> statement-breakpoint
CREATE INDEX "slider_zona_idx" ON "slider" USING btree ("zona_id","orden");--> statement-breakpoint
CREATE UNIQUE INDEX "lista_rapida_zona_slug_uq" ON "lista_rapida" USING btree ("zona_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "lista_rapida_zona_nombre_uq" ON "lista_rapida" USING btree ("zona_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "lista_rapida_producto_producto_idx" ON "lista_rapida_producto" USING btree ("producto_id");