/**
 * The sellable rule computed the slow, obvious way (every table read whole, filtered in JavaScript),
 * to check the one SQL query of src/server/catalog/sellable.ts against.
 */
import { categoria, producto } from '../../src/server/catalog/tables';
import type { Db } from '../../src/server/db/client';
import { inventario, precio, sucursal, tienda } from '../../src/server/inventory/tables';

export interface ExpectedCard {
  id: number;
  categoriaSlug: string;
  topSlug: string;
  existencia: number;
  precio: string;
  oferta: string;
}

/** Sellable products of a zone for a plan, by id, with the selling row (most stock, then oldest). */
export async function expectedSellable(db: Db, zonaId: number, usuarioTipo: number): Promise<Map<number, ExpectedCard>> {
  const [productos, categorias, inventarios, sucursales, tiendas, precios] = await Promise.all([
    db.select().from(producto),
    db.select().from(categoria),
    db.select().from(inventario),
    db.select().from(sucursal),
    db.select().from(tienda),
    db.select().from(precio),
  ]);
  const cat = new Map(categorias.map((c) => [c.id, c]));
  const activeStore = new Set(tiendas.filter((s) => s.estatus === 1).map((s) => s.id));
  const openBranch = new Set(sucursales.filter((b) => b.estatus === 1 && activeStore.has(b.tiendaId)).map((b) => b.id));
  const out = new Map<number, ExpectedCard>();
  for (const p of productos) {
    const c = cat.get(p.categoriaId)!;
    const top = c.padreId === null ? c : cat.get(c.padreId)!;
    if (p.estatus !== 1 || c.estatus !== 1 || top.estatus !== 1) continue;
    const rows = inventarios
      .filter((i) => i.productoId === p.id && i.zonaId === zonaId && i.estatus === 1 && i.existencia > 0 && openBranch.has(i.sucursalId))
      .map((i) => ({ i, pr: precios.find((x) => x.inventarioId === i.id && x.usuarioTipo === usuarioTipo && x.estatus === 1) }))
      .filter((r) => r.pr !== undefined)
      .sort((a, b) => b.i.existencia - a.i.existencia || a.i.id - b.i.id);
    const best = rows[0];
    if (!best) continue;
    out.set(p.id, {
      id: p.id,
      categoriaSlug: c.slug,
      topSlug: top.slug,
      existencia: best.i.existencia,
      precio: best.pr!.precio,
      oferta: best.pr!.oferta,
    });
  }
  return out;
}
