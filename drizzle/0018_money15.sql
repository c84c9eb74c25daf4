DROP INDEX "movimiento_saldo_usuario_idx";--> statement-breakpoint
DROP INDEX "saldo_usuario_actualizado_idx";--> statement-breakpoint
DROP INDEX "saldo_usuario_saldo_idx";--> statement-breakpoint
CREATE INDEX "usuario_email_trgm_idx" ON "usuario" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "movimiento_saldo_usuario_idx" ON "movimiento_saldo" USING btree ("usuario_id","creado_en","id");--> statement-breakpoint
CREATE INDEX "saldo_usuario_actualizado_idx" ON "saldo_usuario" USING btree ("actualizado_en","usuario_id","saldo");--> statement-breakpoint
CREATE INDEX "saldo_usuario_saldo_idx" ON "saldo_usuario" USING btree ("saldo","usuario_id","actualizado_en");