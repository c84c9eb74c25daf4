/**
 * What placing an order reads inside its transaction, in two statements: the locks (the caller's
 * checkout lock, then the cart page's carrito row), and, with a snapshot taken after both, everything
 * else it needs: the order already placed with the idempotency key, the customer's data for the order's
 * snapshot, and the page's lines priced for the caller's plan, with what the catalog pages showing each
 * product depend on (dropped after the commit: catalog/page-cache.ts).
 *
 * The pricing is checkout's own narrow query: the listing query (catalog/sellable.ts) is built for pages
 * of a scope; here the cart's lines are the scope, read by carrito_detalle's carrito id and joined to the
 * same selling-row rule (active product, active category and parent, the zone's stocked row at an active
 * branch of an active store with an active price for the plan: most stock, then the oldest row).
 * tests/api/checkout-read.test.ts checks it against the rule computed the obvious way.
 */
import { sql } from 'drizzle-orm';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import type { ModalidadVenta } from '../../shared/quantity';
import { usuario } from '../auth/tables';
import { carrito, carritoDetalle } from '../cart/tables';
import { sellingRowSql } from '../catalog/sellable-by-ids';
import { categoria, producto } from '../catalog/tables';
import { PRODUCT_KEY_COLUMNS, type ProductKeyRow } from '../catalog/page-cache';
import type { Tx } from '../db/client';
import { prebuilt, runPrebuilt } from '../db/prebuilt';
import { notFound } from '../errors';
import { orden } from './tables';

/** Advisory lock namespace: one checkout at a time per customer (idempotency and balance). */
const CHECKOUT_LOCK = 7_215_004;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One checkout at a time per customer (a repeated submission waits for the first one), then the cart
 * page's carrito row locked until the transaction ends: one statement. The advisory lock is a One-Time
 * Filter (an uncorrelated InitPlan), evaluated before the carrito row is scanned and locked, so the
 * lock order stays caller, then page, whether the page exists or not. Null when the page was never
 * saved: its row may have been created while this waited, so the caller looks again (lockPageAgain).
 */
export async function lockCheckout(tx: Tx, w: { usuarioId: number; zonaId: number; pagina: number }): Promise<number | null> {
  const rows = await runPrebuilt<{ id: unknown }>(tx, LOCK_CHECKOUT, { usuarioId: w.usuarioId, zonaId: w.zonaId, pagina: w.pagina });
  return num(rows[0]?.id);
}

const LOCK_CHECKOUT = prebuilt(
  'checkout_bloqueo',
  sql`select ${carrito.id} as id from ${carrito}
    where ${carrito.usuarioId} = ${sql.placeholder('usuarioId')} and ${carrito.zonaId} = ${sql.placeholder('zonaId')} and ${carrito.pagina} = ${sql.placeholder('pagina')}
      and (select pg_advisory_xact_lock(${CHECKOUT_LOCK}::int, ${sql.placeholder('usuarioId')}::int)) is not null
    for update`,
);

/** The page's carrito row locked, read with a snapshot taken after the checkout lock; null when never saved. */
export async function lockPageAgain(tx: Tx, w: { usuarioId: number; zonaId: number; pagina: number }): Promise<number | null> {
  const result = await tx.execute(sql`
    select ${carrito.id} as id from ${carrito}
    where ${carrito.usuarioId} = ${w.usuarioId} and ${carrito.zonaId} = ${w.zonaId} and ${carrito.pagina} = ${w.pagina}
    for update`);
  return num(rowsOf<{ id: unknown }>(result)[0]?.id);
}

/** The customer as the order keeps them. */
export interface Customer {
  nombre: string;
  email: string;
  telefono: string;
  documento: string;
}

/** A line of the page; `venta` is absent when the plan cannot buy the product in the zone. */
export interface PagedLine {
  productoId: number;
  cantidad: number;
  venta: {
    inventarioId: number;
    nombre: string;
    impuesto: string;
    precio: string;
    oferta: string;
    existencia: number;
    modalidad: ModalidadVenta;
    /** What the catalog pages showing the product depend on (catalog/page-cache.ts keysOf). */
    claves: ProductKeyRow;
  } | null;
}

export interface CheckoutRead {
  /** The order already placed with this key, if any. */
  existente: number | null;
  cliente: Customer;
  /** The page's lines in the order they were added (none when the page was never saved). */
  lineas: PagedLine[];
}


interface RawRow extends ProductKeyRow {
  existente: unknown;
  nombre: string;
  apellido: string;
  email: string;
  telefono: string | null;
  tipo_documento: string | null;
  documento: string | null;
  producto_id: unknown;
  cantidad: unknown;
  inventario_id: unknown;
  producto_nombre: string | null;
  impuesto: string | null;
  precio: string | null;
  oferta: string | null;
  existencia: unknown;
  minimo: unknown;
  maximo: unknown;
  grupo: unknown;
  unidad: unknown;
}

const READ_CHECKOUT = (() => {
  const padre = sql.raw('padre');
  const lineas = sql`select d.producto_id, d.cantidad, d.id as orden_linea, s.*
    from ${carritoDetalle} d
    left join lateral (
      select ${producto.nombre} as producto_nombre, ${producto.impuesto}::text as impuesto, ${PRODUCT_KEY_COLUMNS}, v.*
      from ${producto}
      join ${categoria} on ${categoria.id} = ${producto.categoriaId} and ${categoria.estatus} = ${Estatus.ACTIVO}
      left join ${categoria} ${padre} on ${padre}.id = ${categoria.padreId}
      cross join lateral (${sellingRowSql(sql`${sql.placeholder('zonaId')}::int`, sql`${sql.placeholder('usuarioTipoId')}::smallint`)}) v
      where ${producto.id} = d.producto_id and ${producto.estatus} = ${Estatus.ACTIVO}
        and (${categoria.padreId} is null or ${padre}.estatus = ${Estatus.ACTIVO})
      -- a fence: run per line (index lookups by the line's product), never flattened into a join over
      -- every product (PGlite, without statistics, planned that: every product priced, 30-130 ms)
      offset 0
    ) s on true
    where d.carrito_id = ${sql.placeholder('carritoId')}::int`;
  const usuarioId = sql`${sql.placeholder('usuarioId')}::int`;
  return prebuilt(
    'checkout_lectura',
    sql`
    with lineas as (${lineas})
    select (select ${orden.id} from ${orden} where ${orden.usuarioId} = ${usuarioId} and ${orden.claveIdempotencia} = ${sql.placeholder('clave')} limit 1) as existente,
      ${usuario.nombre} as nombre, ${usuario.apellido} as apellido, ${usuario.email} as email, ${usuario.telefono} as telefono,
      ${usuario.tipoDocumento} as tipo_documento, ${usuario.documento} as documento, l.*
    from ${usuario} left join lineas l on true
    where ${usuario.id} = ${usuarioId}
    order by l.orden_linea`,
  );
})();

function toLine(r: RawRow): PagedLine {
  const inventarioId = num(r.inventario_id);
  return {
    productoId: Number(r.producto_id),
    cantidad: Number(r.cantidad),
    venta:
      inventarioId === null
        ? null
        : {
            inventarioId,
            nombre: r.producto_nombre!,
            impuesto: r.impuesto!,
            precio: r.precio!,
            oferta: r.oferta!,
            existencia: Number(r.existencia),
            modalidad: { minimo: Number(r.minimo), maximo: num(r.maximo), grupo: Number(r.grupo), unidad: Number(r.unidad) },
            claves: r,
          },
  };
}

/**
 * Everything the order needs to read, one statement (plan on the demo catalog and the generated 50k one:
 * carrito_detalle by its carrito id, then per line producto_pkey, categoria_pkey and the selling row
 * through inventario_zona_producto_idx and precio_inventario_tipo_uq: a few index lookups per line).
 */
export async function readCheckout(
  tx: Tx,
  w: { usuarioId: number; clave: string; zonaId: number; usuarioTipoId: UsuarioTipoId; carritoId: number | null },
): Promise<CheckoutRead> {
  const rows = await runPrebuilt<RawRow>(tx, READ_CHECKOUT, { usuarioId: w.usuarioId, clave: w.clave, zonaId: w.zonaId, usuarioTipoId: w.usuarioTipoId, carritoId: w.carritoId ?? 0 });
  const u = rows[0];
  if (!u) throw notFound('Usuario no encontrado');
  return {
    existente: num(u.existente),
    cliente: {
      nombre: `${u.nombre} ${u.apellido}`.trim(),
      email: u.email,
      telefono: u.telefono ?? '',
      documento: u.tipo_documento && u.documento ? `${u.tipo_documento}-${u.documento}` : '',
    },
    lineas: rows.filter((r) => r.producto_id !== null && r.producto_id !== undefined).map(toLine),
  };
}
