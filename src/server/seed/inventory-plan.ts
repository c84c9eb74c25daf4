/**
 * Stores, branches, stock and the three price lists of the demo. Each zone has one stocked branch;
 * prices vary a little by zone, prime sells slightly below normal and mayorista lower still, in groups.
 */
import type { ProductPlan } from './catalog-plan';
import type { Random } from './random';
import { centsToAmount } from './text';

export const STORES = [
  { id: 1, nombre: 'Automercado Central', rif: 'J-40123456-9', estatus: 1 },
  { id: 2, nombre: 'Distribuidora La Económica', rif: 'J-41234567-2', estatus: 1 },
];

/** Branches 1-3 hold the stock of zones 1-3; branch 4 is a second store without stock yet. */
export const BRANCHES = [
  { id: 1, tiendaId: 1, zonaId: 1, nombre: 'Central Los Palos Grandes', direccion: 'Av. Francisco de Miranda, Los Palos Grandes, Caracas' },
  { id: 2, tiendaId: 1, zonaId: 2, nombre: 'Central El Prebo', direccion: 'Av. Monseñor Adams, Urb. El Prebo, Valencia' },
  { id: 3, tiendaId: 1, zonaId: 3, nombre: 'Central 5 de Julio', direccion: 'Av. 5 de Julio con calle 72, Maracaibo' },
  { id: 4, tiendaId: 2, zonaId: 2, nombre: 'La Económica San Diego', direccion: 'Av. Don Julio Centeno, San Diego, Carabobo' },
];

const STOCKED_BRANCHES = BRANCHES.slice(0, 3);

/** Price level of each zone against the reference (Caracas). */
const ZONE_FACTOR: Record<number, number> = { 1: 1, 2: 0.97, 3: 1.04 };

export interface InventoryRow {
  id: number;
  productoId: number;
  sucursalId: number;
  zonaId: number;
  existencia: number;
}

export interface PriceRow {
  inventarioId: number;
  usuarioTipo: 1 | 2 | 3;
  precio: string;
  oferta: string;
  minimo: number;
  maximo: number | null;
  grupo: number;
}

export interface InventoryPlan {
  inventarios: InventoryRow[];
  precios: PriceRow[];
}

/** The offer for a price, strictly below it; 0 when there is none. */
function offerCents(cents: number, descuento: number): number {
  if (descuento <= 0) return 0;
  return Math.max(1, Math.min(cents - 1, Math.round(cents * (1 - descuento))));
}

export function planInventory(productos: ProductPlan[], rnd: Random): InventoryPlan {
  const inventarios: InventoryRow[] = [];
  const precios: PriceRow[] = [];
  for (const p of productos) {
    const maximo = rnd.chance(0.3) ? rnd.pick([10, 24]) : null;
    const minimoMayorista = rnd.pick([6, 12]);
    const mayoristaConOferta = rnd.chance(0.5);
    for (const branch of STOCKED_BRANCHES) {
      if (p.zonaId !== null && p.zonaId !== branch.zonaId) continue;
      const id = inventarios.length + 1;
      inventarios.push({ id, productoId: p.id, sucursalId: branch.id, zonaId: branch.zonaId, existencia: rnd.chance(0.07) ? 0 : rnd.int(10, 300) });
      const normal = Math.max(30, Math.round(p.precioCents * ZONE_FACTOR[branch.zonaId]!));
      const prime = Math.min(normal - 1, Math.round(normal * 0.95));
      const mayorista = Math.min(prime - 1, Math.round(normal * 0.88));
      const row = (usuarioTipo: 1 | 2 | 3, cents: number, descuento: number): PriceRow => ({
        inventarioId: id,
        usuarioTipo,
        precio: centsToAmount(cents),
        oferta: centsToAmount(offerCents(cents, descuento)),
        minimo: usuarioTipo === 3 ? minimoMayorista : 1,
        maximo: usuarioTipo === 3 ? null : maximo,
        grupo: usuarioTipo === 3 ? 6 : 1,
      });
      precios.push(row(1, normal, p.descuento), row(2, prime, p.descuento), row(3, mayorista, mayoristaConOferta ? p.descuento : 0));
    }
  }
  return { inventarios, precios };
}
