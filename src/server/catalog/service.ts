/** The storefront's category menu: active categories as a two-level tree, read through the public cache. */
import { asc, eq } from 'drizzle-orm';
import { Estatus } from '../../shared/enums';
import type { MenuCategoria } from '../../shared/contracts/catalog';
import { cachedRead } from '../cache';
import { dropCatalogPages } from './page-cache';
import type { Db } from '../db/client';
import { categoria } from './tables';

const menu = cachedRead('menu', async (db): Promise<MenuCategoria[]> => {
  const rows = await db
    .select({
      id: categoria.id,
      slug: categoria.slug,
      nombre: categoria.nombre,
      icono: categoria.icono,
      miniaturaImagen: categoria.miniaturaImagen,
      padreId: categoria.padreId,
    })
    .from(categoria)
    .where(eq(categoria.estatus, Estatus.ACTIVO))
    .orderBy(asc(categoria.orden), asc(categoria.nombre), asc(categoria.id));
  const item = (r: (typeof rows)[number]) => ({
    id: r.id,
    slug: r.slug,
    nombre: r.nombre,
    icono: r.icono,
    miniaturaImagen: r.miniaturaImagen as MenuCategoria['miniaturaImagen'],
  });
  return rows
    .filter((r) => r.padreId === null)
    .map((p) => ({
      ...item(p),
      subcategoria: rows.filter((c) => c.padreId === p.id).map((c) => ({ ...item(c), subcategoria: [] })),
    }));
});

/** Active top-level categories by orden, each with its active sub-categories. */
export function menuWebsite(db: Db): Promise<MenuCategoria[]> {
  return menu.get(db);
}

/** Call after any change to a category. */
export function invalidateCategoryMenu(db: Db): void {
  menu.invalidate(db);
  // a category's status or name changes which products every listing holds and the product pages' crumbs
  dropCatalogPages(db);
}
