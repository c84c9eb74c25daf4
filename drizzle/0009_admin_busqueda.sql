CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "producto" ADD COLUMN "nombre_busqueda" text GENERATED ALWAYS AS (lower(translate(nombre, 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "producto_nombre_busqueda_trgm_idx" ON "producto" USING gin ("nombre_busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "producto_codigo_trgm_idx" ON "producto" USING gin (lower("codigo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "producto_nombre_busqueda_idx" ON "producto" USING btree ("nombre_busqueda");--> statement-breakpoint
CREATE INDEX "producto_nombre_idx" ON "producto" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "producto_sin_imagen_idx" ON "producto" USING btree ("id") WHERE "producto"."principal_imagen" is null;--> statement-breakpoint
CREATE INDEX "inventario_con_stock_idx" ON "inventario" USING btree ("zona_id","producto_id") WHERE "inventario"."existencia" > 0 and "inventario"."estatus" = 1;--> statement-breakpoint
CREATE INDEX "precio_oferta_idx" ON "precio" USING btree ("inventario_id") WHERE "precio"."oferta" > 0 and "precio"."estatus" = 1;