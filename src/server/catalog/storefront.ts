/**
 * Who a public catalog page is for: the zone (by slug, active only) and the plan whose prices and
 * stock apply (the caller's, normal for guests). Shared by the catalog, advertising and quick-list pages.
 */
import { LIST_PAGE_SIZE, UsuarioTipo, type UsuarioTipoId } from '../../shared/enums';
import type { PaginaProductos } from '../../shared/contracts/catalog-pages';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { listActiveZones } from '../zones/service';
import type { SellablePage } from './sellable';

export interface Storefront {
  zonaId: number;
  usuarioTipoId: UsuarioTipoId;
}

export const zoneNotFound = () => notFound('Zona no encontrada');

/** The active zone of that slug and the plan; an unknown or inactive zone is 404. */
export async function storefront(db: Db, zonaSlug: string, usuarioTipoId: UsuarioTipoId | null | undefined): Promise<Storefront> {
  const zona = (await listActiveZones(db)).find((z) => z.slug === zonaSlug);
  if (!zona) throw zoneNotFound();
  return { zonaId: zona.id, usuarioTipoId: usuarioTipoId ?? UsuarioTipo.normal };
}

/** Offset of a 1-based page of LIST_PAGE_SIZE products. */
export function pageWindow(pagina: number): { limit: number; offset: number } {
  return { limit: LIST_PAGE_SIZE, offset: (pagina - 1) * LIST_PAGE_SIZE };
}

/** The wire page of a sellable listing. */
export function productPage(page: SellablePage, pagina: number): PaginaProductos {
  return {
    producto: page.rows.map((r) => r.producto),
    pagina,
    porPagina: LIST_PAGE_SIZE,
    total: page.total,
    paginas: Math.ceil(page.total / LIST_PAGE_SIZE),
  };
}
