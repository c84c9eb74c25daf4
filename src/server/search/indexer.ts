/**
 * Builds search records from the database: one query for the products (with category and parent) and
 * one for their selling rows, each answered as a single JSON text (one value to transfer instead of
 * hundreds of thousands of rows, which matters on PGlite). Per zone and plan the record sells from the
 * branch with the most stock, then the oldest row, as the storefront listings and checkout do
 * (catalog/sellable.ts): an active row of an active branch of an active store, with stock, and an
 * active price for the plan.
 */
import { sql, type SQL } from 'drizzle-orm';
import { Estatus } from '../../shared/enums';
import type { ImagenProcesada } from '../catalog/tables';
import type { Db } from '../db/client';
import { availabilityKey, type Disponibilidad, type ProductoBusqueda } from './records';
import { nameSortFields, shownPrice } from './replicas';

/** Ids per statement: well inside PostgreSQL's bind-parameter limit. */
const ID_CHUNK = 5000;

type ProductRow = [
  id: number,
  nombre: string,
  slug: string,
  marca: string | null,
  impuesto: string,
  imagen: ImagenProcesada | null,
  estatus: number,
  popularidad: number,
  categoriaId: number,
  categoriaNombre: string,
  categoriaEstatus: number,
  padreNombre: string | null,
  padreEstatus: number | null,
];

type StockRow = [
  productoId: number,
  zonaId: number,
  usuarioTipo: number,
  existencia: number,
  precio: string,
  oferta: string,
  minimo: number,
  maximo: number | null,
  grupo: number,
  unidad: number,
];

async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(sql`select coalesce(json_agg(r), '[]')::text as j from (${query}) x(r)`)) as unknown as {
    rows: { j: string }[];
  };
  return JSON.parse(result.rows[0]!.j) as T[];
}

function productQuery(ids: number[] | null): SQL {
  const where = ids ? sql`where p.id = any(${`{${ids.join(',')}}`}::int[])` : sql``;
  return sql`select json_build_array(p.id, p.nombre, p.slug, p.marca, p.impuesto::text, p.principal_imagen, p.estatus,
      p.popularidad, p.categoria_id, c.nombre, c.estatus, pa.nombre, pa.estatus)
    from producto p join categoria c on c.id = p.categoria_id left join categoria pa on pa.id = c.padre_id
    ${where} order by p.id`;
}

function stockQuery(ids: number[] | null): SQL {
  const only = ids ? sql`and i.producto_id = any(${`{${ids.join(',')}}`}::int[])` : sql``;
  return sql`select json_build_array(producto_id, zona_id, usuario_tipo, existencia, precio, oferta, minimo, maximo, grupo, unidad)
    from (select distinct on (i.producto_id, i.zona_id, pr.usuario_tipo)
        i.producto_id, i.zona_id, pr.usuario_tipo, i.existencia, pr.precio::text as precio, pr.oferta::text as oferta,
        pr.minimo, pr.maximo, pr.grupo, pr.unidad
      from inventario i
        join sucursal s on s.id = i.sucursal_id and s.estatus = ${Estatus.ACTIVO}
        join tienda t on t.id = s.tienda_id and t.estatus = ${Estatus.ACTIVO}
        join precio pr on pr.inventario_id = i.id and pr.estatus = ${Estatus.ACTIVO}
      where i.estatus = ${Estatus.ACTIVO} and i.existencia > 0 ${only}
      order by i.producto_id, i.zona_id, pr.usuario_tipo, i.existencia desc, i.id) venta`;
}

/**
 * One copy of each value many records repeat (prices, sale modes, image sets, category paths, brands),
 * for the records of one load. The embedded index holds every record for the life of the process: with
 * 50,000 products x 9 zone-plan keys, a fresh object or string per repeated value was ~3 million small
 * objects (151 MB) that every major GC of the API process had to mark again. Shared objects are frozen:
 * the engine and the responses only read them.
 */
class Shared {
  private readonly strings = new Map<string, string>();
  private readonly objects = new Map<string, object>();

  string(value: string): string;
  string(value: string | null): string | null;
  string(value: string | null): string | null {
    if (value === null) return null;
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  /** The frozen object of `key`, made by `make` the first time. */
  object<T extends object>(key: string, make: () => T): T {
    let known = this.objects.get(key) as T | undefined;
    if (known === undefined) this.objects.set(key, (known = Object.freeze(make())));
    return known;
  }
}

function toRecord(p: ProductRow, stock: StockRow[], shared: Shared): ProductoBusqueda {
  const [id, nombre, slug, marca, impuesto, imagen, estatus, popularidad, categoriaId, categoriaNombre, categoriaEstatus, padreNombre, padreEstatus] = p;
  const categoriaActiva = categoriaEstatus === Estatus.ACTIVO && (padreNombre === null || padreEstatus === Estatus.ACTIVO);
  const disponibilidad: Record<string, Disponibilidad> = {};
  if (estatus === Estatus.ACTIVO && categoriaActiva) {
    for (const [, zonaId, usuarioTipo, existencia, precio, oferta, minimo, maximo, grupo, unidad] of stock) {
      disponibilidad[availabilityKey(zonaId, usuarioTipo)] = {
        existencia,
        precio: shared.string(precio),
        oferta: shared.string(oferta),
        modalidad: shared.object(`${minimo},${maximo},${grupo},${unidad}`, () => ({ minimo, maximo, grupo, unidad })),
      };
    }
  }
  const disponible = Object.keys(disponibilidad).sort();
  const sizes = imagen?.sizes ?? null;
  return {
    objectID: String(id),
    id,
    nombre,
    slug,
    marca: shared.string(marca),
    imagen: sizes && shared.object(`imagen\u0000${JSON.stringify(sizes)}`, () => sizes),
    impuesto: shared.string(impuesto),
    popularidad,
    conOferta: disponible.some((k) => Number(disponibilidad[k]!.oferta) > 0) ? 1 : 0,
    categoria: shared.object(`categoria\u0000${padreNombre ?? ''}\u0000${categoriaNombre}`, () =>
      padreNombre === null ? { lvl0: categoriaNombre } : { lvl0: padreNombre, lvl1: `${padreNombre} > ${categoriaNombre}` },
    ),
    categoriaId,
    estatus,
    estatusCategoria: categoriaActiva ? Estatus.ACTIVO : Estatus.INACTIVO,
    disponibilidad,
    disponible: shared.object(`disponible\u0000${disponible.join(',')}`, () => disponible),
    precioOrden: Object.fromEntries(disponible.map((k) => [k, shownPrice(disponibilidad[k]!, impuesto)])),
    ...nameSortFields(nombre),
  };
}

async function loadChunk(db: Db, ids: number[] | null): Promise<ProductoBusqueda[]> {
  const [products, stock] = await Promise.all([jsonRows<ProductRow>(db, productQuery(ids)), jsonRows<StockRow>(db, stockQuery(ids))]);
  const byProduct = new Map<number, StockRow[]>();
  for (const s of stock) {
    let list = byProduct.get(s[0]);
    if (!list) byProduct.set(s[0], (list = []));
    list.push(s);
  }
  const shared = new Shared();
  return products.map((p) => toRecord(p, byProduct.get(p[0]) ?? [], shared));
}

/** Records of the given products (every product when `ids` is absent); unknown ids are left out. */
export async function loadRecords(db: Db, ids?: number[]): Promise<ProductoBusqueda[]> {
  if (!ids) return loadChunk(db, null);
  const unique = [...new Set(ids)];
  const out: ProductoBusqueda[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) out.push(...(await loadChunk(db, unique.slice(i, i + ID_CHUNK))));
  return out;
}

/** Products of these categories or of their sub-categories. */
export async function productIdsOfCategories(db: Db, categoriaIds: number[]): Promise<number[]> {
  if (categoriaIds.length === 0) return [];
  const ids = `{${categoriaIds.join(',')}}`;
  return jsonRows<number>(
    db,
    sql`select p.id from producto p join categoria c on c.id = p.categoria_id where c.id = any(${ids}::int[]) or c.padre_id = any(${ids}::int[])`,
  );
}
