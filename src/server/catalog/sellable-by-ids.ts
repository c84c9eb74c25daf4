/**
 * The listing query's rule (catalog/sellable.ts) as prepared statements for the few products of a cart
 * page or a checkout: built into text once, run by name (db/prebuilt.ts), no per-call SQL building.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Estatus, usuarioTipoPorId, type UsuarioTipoId } from '../../shared/enums';
import type { ProductoTarjeta } from '../../shared/contracts/catalog-pages';
import type { Db, Tx } from '../db/client';
import { prebuilt, runPrebuilt } from '../db/prebuilt';
import { inventario, precio, sucursal, tienda } from '../inventory/tables';
import type { SellableRow } from './sellable';
import { categoria, producto } from './tables';

interface ByIdRow {
  id: unknown;
  slug: string;
  nombre: string;
  imagen: unknown;
  impuesto: string;
  categoria_id: unknown;
  padre_id: unknown;
  categoria_slug: string;
  categoria_nombre: string;
  inventario_id: unknown;
  existencia: unknown;
  precio: string;
  oferta: string;
  minimo: unknown;
  maximo: unknown;
  grupo: unknown;
  unidad: unknown;
}

/**
 * The zone's selling row of product `producto.id` for the plan as SQL text with its columns named for
 * the driver's rows (numerics as text): sellingRow's rule for the prepared statements (sellableByIds,
 * checkout's read, orders/checkout-read.ts), whose text is built once.
 */
export function sellingRowSql(zonaId: SQL, usuarioTipoId: SQL): SQL {
  return sql`select ${inventario.id} as inventario_id, ${inventario.existencia} as existencia, ${precio.precio}::text as precio,
      ${precio.oferta}::text as oferta, ${precio.minimo} as minimo, ${precio.maximo} as maximo, ${precio.grupo} as grupo, ${precio.unidad} as unidad
    from ${inventario}
    join ${sucursal} on ${sucursal.id} = ${inventario.sucursalId} and ${sucursal.estatus} = ${Estatus.ACTIVO}
    join ${tienda} on ${tienda.id} = ${sucursal.tiendaId} and ${tienda.estatus} = ${Estatus.ACTIVO}
    join ${precio} on ${precio.inventarioId} = ${inventario.id} and ${precio.usuarioTipo} = ${usuarioTipoId} and ${precio.estatus} = ${Estatus.ACTIVO}
    where ${inventario.zonaId} = ${zonaId} and ${inventario.productoId} = ${producto.id} and ${inventario.estatus} = ${Estatus.ACTIVO} and ${inventario.existencia} > 0
    order by ${inventario.existencia} desc, ${inventario.id} asc
    limit 1`;
}

/**
 * listSellable's `productoIds` scope as one prepared statement: the same rule (active product, active
 * category and parent, the zone's stocked row at an active branch of an active store with an active price
 * for the plan: most stock, then the oldest row), for the few products of a cart page, by id, prepared
 * (db/prebuilt.ts). A cart save
 * priced its lines through the listing query, whose SQL drizzle built on every call: ~40 % of the CPU of
 * a purchase under 20 concurrent buyers (issue 10). Plan: producto_pkey for each id, categoria_pkey, then
 * the selling row through inventario_zona_producto_idx and precio_inventario_tipo_uq.
 * tests/api/sellable-by-ids.test.ts checks it against listSellable and the rule computed the obvious way.
 */
const SELLABLE_BY_IDS = (() => {
  const padreTabla = sql.raw('categoria_padre');
  const zonaId = sql`${sql.placeholder('zonaId')}::int`;
  const usuarioTipoId = sql`${sql.placeholder('usuarioTipoId')}::smallint`;
  return prebuilt(
    'vendibles_por_id',
    sql`select ${producto.id} as id, ${producto.slug} as slug, ${producto.nombre} as nombre, ${producto.principalImagen} as imagen,
      ${producto.impuesto}::text as impuesto, ${categoria.id} as categoria_id, ${categoria.padreId} as padre_id,
      ${categoria.slug} as categoria_slug, ${categoria.nombre} as categoria_nombre, v.*
    from ${producto}
    join ${categoria} on ${categoria.id} = ${producto.categoriaId} and ${categoria.estatus} = ${Estatus.ACTIVO}
    left join ${categoria} ${padreTabla} on ${padreTabla}.id = ${categoria.padreId}
    cross join lateral (${sellingRowSql(zonaId, usuarioTipoId)}) v
    where ${producto.id} = any(${sql.placeholder('ids')}::int[]) and ${producto.estatus} = ${Estatus.ACTIVO}
      and (${categoria.padreId} is null or ${padreTabla}.estatus = ${Estatus.ACTIVO})
    order by ${producto.id}`,
  );
})();

const toNumber = (v: unknown) => Number(v);
const orNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The sellable rows of these products (a cart's lines), as listSellable with `scope: { productoIds }`
 * and `total: false` gives them (in id order, total the number of rows), in one prepared statement.
 */
export async function sellableByIds(db: Db | Tx, zonaId: number, usuarioTipoId: UsuarioTipoId, productoIds: number[]): Promise<SellableRow[]> {
  const ids = [...new Set(productoIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length) return [];
  const rows = await runPrebuilt<ByIdRow>(db, SELLABLE_BY_IDS, { zonaId, usuarioTipoId, ids: `{${ids.join(',')}}` });
  const tipo = usuarioTipoPorId[usuarioTipoId];
  const total = rows.length;
  return rows.map((r) => ({
    producto: {
      id: toNumber(r.id),
      slug: r.slug,
      nombre: r.nombre,
      imagen: (typeof r.imagen === 'string' ? JSON.parse(r.imagen) : (r.imagen ?? null)) as ProductoTarjeta['imagen'],
      impuesto: r.impuesto,
      precio: {
        precio: r.precio,
        oferta: r.oferta,
        modalidadVenta: { minimo: toNumber(r.minimo), maximo: orNull(r.maximo), grupo: toNumber(r.grupo), unidad: toNumber(r.unidad) },
        usuarioTipo: { tipo },
      },
      inventario: [{ existencia: toNumber(r.existencia) }],
      categoria: { slug: r.categoria_slug, nombre: r.categoria_nombre },
    },
    inventarioId: toNumber(r.inventario_id),
    categoriaId: toNumber(r.categoria_id),
    padreId: orNull(r.padre_id),
    grupo: 0,
    total,
    cantidad: null,
  }));
}
