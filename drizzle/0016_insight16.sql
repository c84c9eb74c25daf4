CREATE TABLE "busqueda_corregida" (
	"query" varchar(200) PRIMARY KEY NOT NULL,
	"sinonimo_id" integer,
	"corregida_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busqueda_sinonimo" (
	"id" serial PRIMARY KEY NOT NULL,
	"palabras" jsonb NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "busqueda_corregida" ADD CONSTRAINT "busqueda_corregida_sinonimo_id_busqueda_sinonimo_id_fk" FOREIGN KEY ("sinonimo_id") REFERENCES "public"."busqueda_sinonimo"("id") ON DELETE set null ON UPDATE no action;