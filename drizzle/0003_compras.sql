CREATE TABLE "area" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"costo_envio" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tiempo_envio" integer DEFAULT 180 NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "area_costo_no_negativo" CHECK ("area"."costo_envio" >= 0)
);
--> statement-breakpoint
CREATE TABLE "direccion_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"nombre" varchar(60) NOT NULL,
	"direccion" varchar(300) NOT NULL,
	"referencia" varchar(300) DEFAULT '' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "direccion_zona" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"direccion" varchar(300) NOT NULL,
	"referencia" varchar(300) DEFAULT '' NOT NULL,
	"telefono" varchar(20) DEFAULT '' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envio_bloqueo" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"tipo_envio" smallint,
	"desde" timestamp with time zone NOT NULL,
	"hasta" timestamp with time zone NOT NULL,
	"motivo" varchar(200) DEFAULT '' NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "envio_bloqueo_rango" CHECK ("envio_bloqueo"."desde" < "envio_bloqueo"."hasta")
);
--> statement-breakpoint
CREATE TABLE "horario" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"dia_semana" smallint NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "horario_dia" CHECK ("horario"."dia_semana" between 0 and 6),
	CONSTRAINT "horario_rango" CHECK ("horario"."hora_inicio" < "horario"."hora_fin")
);
--> statement-breakpoint
CREATE TABLE "horario_pickup" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"direccion_zona_id" integer NOT NULL,
	"dia_semana" smallint NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "horario_pickup_dia" CHECK ("horario_pickup"."dia_semana" between 0 and 6),
	CONSTRAINT "horario_pickup_rango" CHECK ("horario_pickup"."hora_inicio" < "horario_pickup"."hora_fin")
);
--> statement-breakpoint
CREATE TABLE "sector" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"nombre" varchar(100) NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrito" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"pagina" smallint NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_pagina" CHECK ("carrito"."pagina" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "carrito_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrito_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_detalle_cantidad_positiva" CHECK ("carrito_detalle"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "cupon" (
	"id" serial PRIMARY KEY NOT NULL,
	"zona_id" integer NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"codigo" varchar(30) NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"porcentaje" boolean DEFAULT false NOT NULL,
	"monto_minimo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"usos_maximos" integer,
	"usos_por_usuario" integer DEFAULT 1 NOT NULL,
	"usos" integer DEFAULT 0 NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"hasta" timestamp with time zone NOT NULL,
	"estatus" smallint DEFAULT 1 NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cupon_valor_positivo" CHECK ("cupon"."valor" > 0 and (not "cupon"."porcentaje" or "cupon"."valor" <= 100)),
	CONSTRAINT "cupon_usos" CHECK ("cupon"."usos" >= 0 and ("cupon"."usos_maximos" is null or "cupon"."usos" <= "cupon"."usos_maximos")),
	CONSTRAINT "cupon_rango" CHECK ("cupon"."desde" < "cupon"."hasta")
);
--> statement-breakpoint
CREATE TABLE "cupon_uso" (
	"id" serial PRIMARY KEY NOT NULL,
	"cupon_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"orden_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimiento_saldo" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" varchar(30) NOT NULL,
	"referencia_id" integer,
	"monto" numeric(14, 2) NOT NULL,
	"saldo_resultante" numeric(14, 2) NOT NULL,
	"descripcion" varchar(200) DEFAULT '' NOT NULL,
	"autor_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimiento_saldo_monto" CHECK ("movimiento_saldo"."monto" <> 0)
);
--> statement-breakpoint
CREATE TABLE "saldo_usuario" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"saldo" numeric(14, 2) DEFAULT '0' NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saldo_no_negativo" CHECK ("saldo_usuario"."saldo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orden" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"zona_id" integer NOT NULL,
	"pagina" smallint NOT NULL,
	"clave_idempotencia" uuid NOT NULL,
	"estatus" smallint NOT NULL,
	"usuario_tipo" smallint NOT NULL,
	"cliente_nombre" varchar(201) NOT NULL,
	"cliente_email" varchar(180) NOT NULL,
	"cliente_documento" varchar(22) DEFAULT '' NOT NULL,
	"cliente_telefono" varchar(20) DEFAULT '' NOT NULL,
	"tipo_envio" smallint NOT NULL,
	"metodo_pago" smallint NOT NULL,
	"direccion_usuario_id" integer,
	"direccion_zona_id" integer,
	"area_id" integer,
	"sector_id" integer,
	"direccion" text NOT NULL,
	"fecha_entrega" date NOT NULL,
	"hora_inicio" time NOT NULL,
	"hora_fin" time NOT NULL,
	"tiempo_envio" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"descuento" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo_envio" numeric(14, 2) DEFAULT '0' NOT NULL,
	"costo_empaquetado" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"tasa" numeric(18, 4) NOT NULL,
	"moneda_id" smallint DEFAULT 1 NOT NULL,
	"cupon_id" integer,
	"cupon_codigo" varchar(30),
	"nota" varchar(500) DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_montos" CHECK ("orden"."subtotal" >= 0 and "orden"."impuesto" >= 0 and "orden"."descuento" >= 0 and "orden"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orden_calificacion" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"puntuacion" smallint NOT NULL,
	"comentario" varchar(500) DEFAULT '' NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_calificacion_puntuacion" CHECK ("orden_calificacion"."puntuacion" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "orden_detalle" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"producto_id" integer NOT NULL,
	"inventario_id" integer NOT NULL,
	"nombre" varchar(200) NOT NULL,
	"cantidad" integer NOT NULL,
	"precio" numeric(12, 2) NOT NULL,
	"oferta" numeric(12, 2) DEFAULT '0' NOT NULL,
	"impuesto_porcentaje" numeric(5, 2) DEFAULT '0' NOT NULL,
	"precio_unitario" numeric(12, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "orden_detalle_cantidad" CHECK ("orden_detalle"."cantidad" > 0)
);
--> statement-breakpoint
CREATE TABLE "orden_historial" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"estatus" smallint NOT NULL,
	"nota" varchar(500) DEFAULT '' NOT NULL,
	"autor_id" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orden_pago" (
	"id" serial PRIMARY KEY NOT NULL,
	"orden_id" integer NOT NULL,
	"metodo" smallint NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"monto_bs" numeric(16, 2),
	"referencia" varchar(40),
	"banco" varchar(60),
	"telefono" varchar(20),
	"documento" varchar(22),
	"estatus" smallint DEFAULT 1 NOT NULL,
	"verificado_por" integer,
	"verificado_en" timestamp with time zone,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_pago_monto" CHECK ("orden_pago"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "area" ADD CONSTRAINT "area_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion_usuario" ADD CONSTRAINT "direccion_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion_usuario" ADD CONSTRAINT "direccion_usuario_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion_usuario" ADD CONSTRAINT "direccion_usuario_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direccion_zona" ADD CONSTRAINT "direccion_zona_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_bloqueo" ADD CONSTRAINT "envio_bloqueo_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario" ADD CONSTRAINT "horario_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horario_pickup" ADD CONSTRAINT "horario_pickup_direccion_zona_id_direccion_zona_id_fk" FOREIGN KEY ("direccion_zona_id") REFERENCES "public"."direccion_zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector" ADD CONSTRAINT "sector_area_id_area_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."area"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_detalle" ADD CONSTRAINT "carrito_detalle_carrito_id_carrito_id_fk" FOREIGN KEY ("carrito_id") REFERENCES "public"."carrito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_detalle" ADD CONSTRAINT "carrito_detalle_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupon" ADD CONSTRAINT "cupon_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupon_uso" ADD CONSTRAINT "cupon_uso_cupon_id_cupon_id_fk" FOREIGN KEY ("cupon_id") REFERENCES "public"."cupon"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupon_uso" ADD CONSTRAINT "cupon_uso_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_saldo" ADD CONSTRAINT "movimiento_saldo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saldo_usuario" ADD CONSTRAINT "saldo_usuario_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden" ADD CONSTRAINT "orden_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden" ADD CONSTRAINT "orden_zona_id_zona_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zona"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_calificacion" ADD CONSTRAINT "orden_calificacion_orden_id_orden_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."orden"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_calificacion" ADD CONSTRAINT "orden_calificacion_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_detalle" ADD CONSTRAINT "orden_detalle_orden_id_orden_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."orden"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_detalle" ADD CONSTRAINT "orden_detalle_producto_id_producto_id_fk" FOREIGN KEY ("producto_id") REFERENCES "public"."producto"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_detalle" ADD CONSTRAINT "orden_detalle_inventario_id_inventario_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventario"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_historial" ADD CONSTRAINT "orden_historial_orden_id_orden_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."orden"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orden_pago" ADD CONSTRAINT "orden_pago_orden_id_orden_id_fk" FOREIGN KEY ("orden_id") REFERENCES "public"."orden"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_zona_idx" ON "area" USING btree ("zona_id");--> statement-breakpoint
CREATE INDEX "direccion_usuario_usuario_idx" ON "direccion_usuario" USING btree ("usuario_id","zona_id");--> statement-breakpoint
CREATE INDEX "direccion_zona_zona_idx" ON "direccion_zona" USING btree ("zona_id");--> statement-breakpoint
CREATE INDEX "envio_bloqueo_zona_idx" ON "envio_bloqueo" USING btree ("zona_id","hasta");--> statement-breakpoint
CREATE INDEX "horario_area_idx" ON "horario" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "horario_pickup_zona_idx" ON "horario_pickup" USING btree ("zona_id");--> statement-breakpoint
CREATE INDEX "sector_area_idx" ON "sector" USING btree ("area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_usuario_zona_pagina_uq" ON "carrito" USING btree ("usuario_id","zona_id","pagina");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_detalle_carrito_producto_uq" ON "carrito_detalle" USING btree ("carrito_id","producto_id");--> statement-breakpoint
CREATE INDEX "carrito_detalle_producto_idx" ON "carrito_detalle" USING btree ("producto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cupon_zona_nombre_uq" ON "cupon" USING btree ("zona_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "cupon_zona_codigo_uq" ON "cupon" USING btree ("zona_id",upper("codigo"));--> statement-breakpoint
CREATE INDEX "cupon_uso_cupon_usuario_idx" ON "cupon_uso" USING btree ("cupon_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cupon_uso_orden_uq" ON "cupon_uso" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "movimiento_saldo_usuario_idx" ON "movimiento_saldo" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "movimiento_saldo_referencia_idx" ON "movimiento_saldo" USING btree ("tipo","referencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_usuario_clave_uq" ON "orden" USING btree ("usuario_id","clave_idempotencia");--> statement-breakpoint
CREATE INDEX "orden_usuario_creado_idx" ON "orden" USING btree ("usuario_id","creado_en");--> statement-breakpoint
CREATE INDEX "orden_creado_idx" ON "orden" USING btree ("creado_en");--> statement-breakpoint
CREATE INDEX "orden_estatus_creado_idx" ON "orden" USING btree ("estatus","creado_en");--> statement-breakpoint
CREATE INDEX "orden_zona_creado_idx" ON "orden" USING btree ("zona_id","creado_en");--> statement-breakpoint
CREATE INDEX "orden_metodo_creado_idx" ON "orden" USING btree ("metodo_pago","creado_en");--> statement-breakpoint
CREATE INDEX "orden_email_idx" ON "orden" USING btree (lower("cliente_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orden_documento_idx" ON "orden" USING btree ("cliente_documento");--> statement-breakpoint
CREATE INDEX "orden_total_idx" ON "orden" USING btree ("total");--> statement-breakpoint
CREATE UNIQUE INDEX "orden_calificacion_orden_uq" ON "orden_calificacion" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "orden_detalle_orden_idx" ON "orden_detalle" USING btree ("orden_id");--> statement-breakpoint
CREATE INDEX "orden_historial_orden_idx" ON "orden_historial" USING btree ("orden_id","creado_en");--> statement-breakpoint
CREATE INDEX "orden_pago_orden_idx" ON "orden_pago" USING btree ("orden_id");