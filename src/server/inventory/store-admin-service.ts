/**
 * Back-office stores and branches. Stores belong to no zone; a branch does, and a staff member sees and
 * changes only the branches of their zones (StaffZones): another zone's branch is a 404 with the zone
 * message, and registering one in a zone they do not hold is a 403. Names are unique (stores
 * case-insensitively, branches within their store), checked first for clear field errors and by the
 * unique indexes for concurrent writers. Every write is audited in its transaction.
 *
 * What a store or branch sells depends on its status: the storefront's sellable query and the search
 * records only take stock of active branches of active stores (catalog/sellable.ts, search/indexer.ts).
 * So a status change re-reads the availability of every product stocked there into the search index,
 * and the storefront's listings (read live through the sellable query) follow at once. Branches: branch-admin-service.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { TIENDA_NOMBRE_TOMADO, type TiendaBody, type TiendaFila, type TiendaFiltro, type TiendaOrdenable } from '../../shared/contracts/admin-stores';
import { Estatus } from '../../shared/enums';
import { parseRif } from '../../shared/rif';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import { catalogTotalsChanged } from '../catalog/admin-totals';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { badRequest, conflict, notFound, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { reindexProducts } from '../search/sync';
import { inStaffZones, type StaffZones } from '../zones/service';
import { inventario, sucursal, tienda } from './tables';

export const tiendaNoEncontrada = () => notFound('Tienda no encontrada');
export const sucursalNoEncontrada = () => notFound('Sucursal no encontrada');
export const INVALIDO = 'Los datos enviados no son válidos';

export const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');

export async function withUniqueConflicts<T>(write: () => Promise<T>, indexField: Record<string, string>, messages: Record<string, string>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueViolationField(e, indexField, 'nombre');
    if (!field) throw e;
    const mensaje = messages[field] ?? messages.nombre!;
    throw conflict(mensaje, { [field]: mensaje });
  }
}

/** Re-reads the availability of these products into search; storefront listings read it live. */
export async function availabilityChanged(db: Db, productoIds: number[]): Promise<void> {
  catalogTotalsChanged(db);
  await reindexProducts(db, productoIds, 'disponibilidad');
}

export async function stockedProducts(db: Db, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: inventario.productoId })
    .from(inventario)
    .innerJoin(sucursal, eq(sucursal.id, inventario.sucursalId))
    .where(where);
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- stores

/** Branches of the caller's zones, counted per store. */
function branchCount(zonas: StaffZones, active: boolean) {
  const scope = inStaffZones(sucursal.zonaId, zonas);
  // the outer store's id spelled out: drizzle leaves columns unqualified in single-table selects
  return sql<number>`(select count(*)::int from ${sucursal} where ${sucursal.tiendaId} = "tienda"."id"${scope ? sql` and ${scope}` : sql``}${
    active ? sql` and ${sucursal.estatus} = ${Estatus.ACTIVO}` : sql``
  })`.mapWith(Number);
}

const storeColumns = (zonas: StaffZones) => ({
  id: tienda.id,
  nombre: tienda.nombre,
  rif: tienda.rif,
  estatus: tienda.estatus,
  sucursales: branchCount(zonas, false),
  sucursalesActivas: branchCount(zonas, true),
  creadoEn: tienda.creadoEn,
});

type RawStore = Omit<TiendaFila, 'creadoEn'> & { creadoEn: Date };
const toTiendaFila = (r: RawStore): TiendaFila => ({ ...r, creadoEn: r.creadoEn.toISOString() });

const storeSort = {
  id: tienda.id,
  nombre: tienda.nombre,
  rif: tienda.rif,
  estatus: tienda.estatus,
  creadoEn: tienda.creadoEn,
} satisfies Record<TiendaOrdenable, unknown>;

function storeConditions(f: TiendaFiltro): SQL | undefined {
  const q = f.q?.trim();
  let text: SQL | undefined;
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // a RIF typed without dashes finds the stored J-12345678-9
    const compact = q.replace(/[\s-]/g, '');
    text = or(ilike(tienda.nombre, pattern), ilike(sql`replace(${tienda.rif}, '-', '')`, `%${escapeLike(compact)}%`));
  }
  return and(
    text,
    f.estatus !== undefined ? eq(tienda.estatus, f.estatus) : undefined,
    f.id === undefined ? undefined : Array.isArray(f.id) ? inArray(tienda.id, f.id) : eq(tienda.id, f.id),
  );
}

export async function listStoresAdmin(
  db: Db,
  zonas: StaffZones,
  query: ListQuery<TiendaFiltro, TiendaOrdenable>,
): Promise<{ rows: TiendaFila[]; total: number }> {
  const where = storeConditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(storeColumns(zonas))
      .from(tienda)
      .where(where)
      .orderBy(direction(storeSort[query.sort.field]), asc(tienda.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(tienda).where(where),
  ]);
  return { rows: rows.map(toTiendaFila), total: total?.n ?? 0 };
}

export async function getStoreAdmin(db: Db, zonas: StaffZones, id: number): Promise<TiendaFila> {
  const [row] = await db.select(storeColumns(zonas)).from(tienda).where(eq(tienda.id, id));
  if (!row) throw tiendaNoEncontrada();
  return toTiendaFila(row);
}

/** Name and RIF as they are stored; the RIF must pass SENIAT's check (shared/rif.ts). */
function cleanStore(body: TiendaBody): { nombre: string; rif: string; estatus: 1 | 2 | undefined } {
  const errores: FieldErrors = {};
  const nombre = normalizeName(body.nombre);
  if (!nombre) errores.nombre = 'Este campo es obligatorio';
  const rif = parseRif(body.rif);
  if (!rif.ok) errores.rif = rif.mensaje;
  if (Object.keys(errores).length || !rif.ok) throw badRequest(INVALIDO, errores);
  return { nombre, rif: rif.rif, estatus: body.estatus };
}

async function storeNameTaken(db: Db | Tx, nombre: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: tienda.id })
    .from(tienda)
    .where(and(sql`lower(${tienda.nombre}) = lower(${nombre})`, exceptId ? ne(tienda.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function isStoreNameAvailable(db: Db, nombre: string, exceptId?: number): Promise<boolean> {
  const n = normalizeName(nombre);
  return n.length > 0 && !(await storeNameTaken(db, n, exceptId));
}

const STORE_UNIQUE = { tienda_nombre_uq: 'nombre' };
const STORE_MESSAGES = { nombre: TIENDA_NOMBRE_TOMADO };

export async function createStore(db: Db, zonas: StaffZones, body: TiendaBody): Promise<TiendaFila> {
  const data = cleanStore(body);
  const id = await withUniqueConflicts(
    () =>
      db.transaction(async (tx) => {
        if (await storeNameTaken(tx, data.nombre)) throw conflict(TIENDA_NOMBRE_TOMADO, { nombre: TIENDA_NOMBRE_TOMADO });
        const [row] = await tx
          .insert(tienda)
          .values({ nombre: data.nombre, rif: data.rif, estatus: data.estatus ?? Estatus.ACTIVO })
          .returning();
        await audit(tx, { recurso: 'tienda', registroId: row!.id, accion: 'crear', despues: row });
        return row!.id;
      }),
    STORE_UNIQUE,
    STORE_MESSAGES,
  );
  return getStoreAdmin(db, zonas, id);
}

export async function updateStore(db: Db, zonas: StaffZones, id: number, body: TiendaBody): Promise<TiendaFila> {
  const data = cleanStore(body);
  const statusChanged = await withUniqueConflicts(
    () =>
      db.transaction(async (tx) => {
        const [antes] = await tx.select().from(tienda).where(eq(tienda.id, id)).for('update');
        if (!antes) throw tiendaNoEncontrada();
        if (await storeNameTaken(tx, data.nombre, id)) throw conflict(TIENDA_NOMBRE_TOMADO, { nombre: TIENDA_NOMBRE_TOMADO });
        const [despues] = await tx
          .update(tienda)
          .set({ nombre: data.nombre, rif: data.rif, ...(data.estatus !== undefined && { estatus: data.estatus }) })
          .where(eq(tienda.id, id))
          .returning();
        await audit(tx, { recurso: 'tienda', registroId: id, accion: 'editar', antes, despues });
        return antes.estatus !== despues!.estatus;
      }),
    STORE_UNIQUE,
    STORE_MESSAGES,
  );
  if (statusChanged) await availabilityChanged(db, await stockedProducts(db, eq(sucursal.tiendaId, id)));
  return getStoreAdmin(db, zonas, id);
}

/**
 * Sets the status, or toggles it when none is given. An inactive store sells nothing: the stock of all its
 * branches leaves the storefront and search at once (and comes back when it is activated again).
 */
export async function setStoreStatus(db: Db, zonas: StaffZones, id: number, estatus?: 1 | 2): Promise<TiendaFila> {
  await changeStatus(db, { table: tienda, recurso: 'tienda', id, estatus, notFound: tiendaNoEncontrada });
  await availabilityChanged(db, await stockedProducts(db, eq(sucursal.tiendaId, id)));
  return getStoreAdmin(db, zonas, id);
}
