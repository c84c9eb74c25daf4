CREATE TABLE "compra_cliente" (
	"nivel" char(1) NOT NULL,
	"periodo" date NOT NULL,
	"usuario_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"ordenes" integer NOT NULL,
	"unidades" integer NOT NULL,
	"total_usd_cent" bigint NOT NULL,
	"total_bs_cent" bigint NOT NULL,
	"primera" timestamp with time zone,
	"ultima" timestamp with time zone,
	CONSTRAINT "compra_cliente_pk" PRIMARY KEY("nivel","periodo","usuario_id","zona_id")
);
--> statement-breakpoint
CREATE INDEX "compra_cliente_usuario_idx" ON "compra_cliente" USING btree ("usuario_id","nivel","periodo");