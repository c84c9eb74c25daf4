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
 * and the storefront's listings (read live through the sellable query) follow at once.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SUCURSAL_CON_INVENTARIO_ZONA,
  SUCURSAL_NOMBRE_TOMADO,
  TIENDA_NOMBRE_TOMADO,
  type SucursalBody,
  type SucursalFila,
  type SucursalFiltro,
  type SucursalFormRegistrar,
  type SucursalOrdenable,
  type TiendaBody,
  type TiendaFila,
  type TiendaFiltro,
  type TiendaOrdenable,
} from '../../shared/contracts/admin-stores';
import { Estatus } from '../../shared/enums';
import { parseRif } from '../../shared/rif';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { badRequest, conflict, forbidden, notFound, unprocessable, type AppError, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { catalogTotalsChanged } from '../catalog/admin-totals';
import { reindexProducts } from '../search/sync';
import { inStaffZones, listZones, type StaffZones } from '../zones/service';
import { inventario, sucursal, tienda } from './tables';

export const tiendaNoEncontrada = () => notFound('Tienda no encontrada');
export const sucursalNoEncontrada = () => notFound('Sucursal no encontrada');
const INVALIDO = 'Los datos enviados no son válidos';

const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');

async function withUniqueConflicts<T>(write: () => Promise<T>, indexField: Record<string, string>, messages: Record<string, string>): Promise<T> {
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
async function availabilityChanged(db: Db, productoIds: number[]): Promise<void> {
  catalogTotalsChanged(db);
  await reindexProducts(db, productoIds, 'disponibilidad');
}

async function stockedProducts(db: Db, where: SQL | undefined): Promise<number[]> {
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

// ---------------------------------------------------------------- branches

/** Zones a staff member may put branches in. */
export async function branchCreateForm(db: Db, zonas: StaffZones): Promise<SucursalFormRegistrar> {
  const all = await listZones(db);
  return { zona: all.filter((z) => zonas.ids.includes(z.id)).map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre, estatus: z.estatus })) };
}

const stocked = sql<number>`(select count(*)::int from ${inventario} where ${inventario.sucursalId} = "sucursal"."id" and ${inventario.existencia} > 0)`;

const branchColumns = {
  id: sucursal.id,
  tiendaId: sucursal.tiendaId,
  tiendaNombre: tienda.nombre,
  zonaId: sucursal.zonaId,
  nombre: sucursal.nombre,
  direccion: sucursal.direccion,
  estatus: sucursal.estatus,
  productosConExistencia: stocked.mapWith(Number),
};

const branchSort = {
  id: sucursal.id,
  nombre: sucursal.nombre,
  zonaId: sucursal.zonaId,
  estatus: sucursal.estatus,
} satisfies Record<SucursalOrdenable, unknown>;

type RawBranch = Omit<SucursalFila, 'zonaNombre'>;

async function toSucursalFilas(db: Db, rows: RawBranch[]): Promise<SucursalFila[]> {
  const names = new Map((await listZones(db)).map((z) => [z.id, z.nombre]));
  return rows.map((r) => ({ ...r, zonaNombre: names.get(r.zonaId) ?? '' }));
}

/** The store must exist (404 otherwise) before any of its branches is read or written. */
async function assertStore(db: Db | Tx, tiendaId: number): Promise<void> {
  const [row] = await db.select({ id: tienda.id }).from(tienda).where(eq(tienda.id, tiendaId));
  if (!row) throw tiendaNoEncontrada();
}

function branchConditions(tiendaId: number, zonas: StaffZones, f: SucursalFiltro): SQL | undefined {
  const q = f.q?.trim();
  const pattern = q ? `%${escapeLike(q)}%` : null;
  return and(
    eq(sucursal.tiendaId, tiendaId),
    inStaffZones(sucursal.zonaId, zonas),
    pattern ? or(ilike(sucursal.nombre, pattern), ilike(sucursal.direccion, pattern)) : undefined,
    f.zonaId !== undefined ? eq(sucursal.zonaId, f.zonaId) : undefined,
    f.estatus !== undefined ? eq(sucursal.estatus, f.estatus) : undefined,
    f.id === undefined ? undefined : Array.isArray(f.id) ? inArray(sucursal.id, f.id) : eq(sucursal.id, f.id),
  );
}

export async function listBranchesAdmin(
  db: Db,
  zonas: StaffZones,
  tiendaId: number,
  query: ListQuery<SucursalFiltro, SucursalOrdenable>,
): Promise<{ rows: SucursalFila[]; total: number }> {
  await assertStore(db, tiendaId);
  const where = branchConditions(tiendaId, zonas, query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select(branchColumns)
      .from(sucursal)
      .innerJoin(tienda, eq(tienda.id, sucursal.tiendaId))
      .where(where)
      .orderBy(direction(branchSort[query.sort.field]), asc(sucursal.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(sucursal).where(where),
  ]);
  return { rows: await toSucursalFilas(db, rows), total: total?.n ?? 0 };
}

/**
 * Why a branch the caller cannot see is not found: unknown store, unknown branch or a branch of another
 * store ('Sucursal no encontrada'), or a branch of a zone the caller does not hold (the zone message).
 */
async function branchNotFound(db: Db | Tx, tiendaId: number, id: number): Promise<AppError> {
  await assertStore(db, tiendaId);
  const [row] = await db
    .select({ id: sucursal.id })
    .from(sucursal)
    .where(and(eq(sucursal.id, id), eq(sucursal.tiendaId, tiendaId)));
  return row ? notFound(ACCESS_MESSAGES.zona) : sucursalNoEncontrada();
}

export async function getBranchAdmin(db: Db, zonas: StaffZones, tiendaId: number, id: number): Promise<SucursalFila> {
  const [row] = await db
    .select(branchColumns)
    .from(sucursal)
    .innerJoin(tienda, eq(tienda.id, sucursal.tiendaId))
    .where(and(eq(sucursal.id, id), eq(sucursal.tiendaId, tiendaId), inStaffZones(sucursal.zonaId, zonas)));
  if (!row) throw await branchNotFound(db, tiendaId, id);
  return (await toSucursalFilas(db, [row]))[0]!;
}

/** The zone must exist (422) and be one of the caller's (403 with the zone message). */
async function assertZone(db: Db, zonas: StaffZones, zonaId: number): Promise<void> {
  if (zonas.ids.includes(zonaId)) return;
  const exists = (await listZones(db)).some((z) => z.id === zonaId);
  if (!exists) throw unprocessable('La zona no existe', { zonaId: 'La zona no existe' });
  throw forbidden(ACCESS_MESSAGES.zona);
}

function cleanBranch(body: SucursalBody): { zonaId: number; nombre: string; direccion: string; estatus: 1 | 2 | undefined } {
  const nombre = normalizeName(body.nombre);
  if (!nombre) throw badRequest(INVALIDO, { nombre: 'Este campo es obligatorio' });
  return { zonaId: body.zonaId, nombre, direccion: body.direccion.trim().replace(/\s+/g, ' '), estatus: body.estatus };
}

async function branchNameTaken(db: Db | Tx, tiendaId: number, nombre: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: sucursal.id })
    .from(sucursal)
    .where(and(eq(sucursal.tiendaId, tiendaId), sql`lower(${sucursal.nombre}) = lower(${nombre})`, exceptId ? ne(sucursal.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function isBranchNameAvailable(db: Db, tiendaId: number, nombre: string, exceptId?: number): Promise<boolean> {
  await assertStore(db, tiendaId);
  const n = normalizeName(nombre);
  return n.length > 0 && !(await branchNameTaken(db, tiendaId, n, exceptId));
}

const BRANCH_UNIQUE = { sucursal_tienda_nombre_uq: 'nombre' };
const BRANCH_MESSAGES = { nombre: SUCURSAL_NOMBRE_TOMADO };

export async function createBranch(db: Db, zonas: StaffZones, tiendaId: number, body: SucursalBody): Promise<SucursalFila> {
  const data = cleanBranch(body);
  await assertStore(db, tiendaId);
  await assertZone(db, zonas, data.zonaId);
  const id = await withUniqueConflicts(
    () =>
      db.transaction(async (tx) => {
        if (await branchNameTaken(tx, tiendaId, data.nombre)) throw conflict(SUCURSAL_NOMBRE_TOMADO, { nombre: SUCURSAL_NOMBRE_TOMADO });
        const [row] = await tx
          .insert(sucursal)
          .values({ tiendaId, zonaId: data.zonaId, nombre: data.nombre, direccion: data.direccion, estatus: data.estatus ?? Estatus.ACTIVO })
          .returning();
        await audit(tx, { recurso: 'sucursal', registroId: row!.id, accion: 'crear', despues: row });
        return row!.id;
      }),
    BRANCH_UNIQUE,
    BRANCH_MESSAGES,
  );
  return getBranchAdmin(db, zonas, tiendaId, id);
}

/** A branch holding stock keeps its zone (its stock and prices belong to that zone's market). */
export async function updateBranch(db: Db, zonas: StaffZones, tiendaId: number, id: number, body: SucursalBody): Promise<SucursalFila> {
  const data = cleanBranch(body);
  await assertStore(db, tiendaId);
  await assertZone(db, zonas, data.zonaId);
  const statusChanged = await withUniqueConflicts(
    () =>
      db.transaction(async (tx) => {
        const [antes] = await tx
          .select()
          .from(sucursal)
          .where(and(eq(sucursal.id, id), eq(sucursal.tiendaId, tiendaId), inStaffZones(sucursal.zonaId, zonas)))
          .for('update');
        if (!antes) throw await branchNotFound(tx, tiendaId, id);
        if (antes.zonaId !== data.zonaId) {
          const [held] = await tx.select({ id: inventario.id }).from(inventario).where(eq(inventario.sucursalId, id)).limit(1);
          if (held) throw unprocessable(SUCURSAL_CON_INVENTARIO_ZONA, { zonaId: SUCURSAL_CON_INVENTARIO_ZONA });
        }
        if (await branchNameTaken(tx, tiendaId, data.nombre, id)) throw conflict(SUCURSAL_NOMBRE_TOMADO, { nombre: SUCURSAL_NOMBRE_TOMADO });
        const [despues] = await tx
          .update(sucursal)
          .set({ zonaId: data.zonaId, nombre: data.nombre, direccion: data.direccion, ...(data.estatus !== undefined && { estatus: data.estatus }) })
          .where(eq(sucursal.id, id))
          .returning();
        await audit(tx, { recurso: 'sucursal', registroId: id, accion: 'editar', antes, despues });
        return antes.estatus !== despues!.estatus;
      }),
    BRANCH_UNIQUE,
    BRANCH_MESSAGES,
  );
  if (statusChanged) await availabilityChanged(db, await stockedProducts(db, eq(sucursal.id, id)));
  return getBranchAdmin(db, zonas, tiendaId, id);
}

/** Sets the status, or toggles it; an inactive branch's stock leaves the storefront and search at once. */
export async function setBranchStatus(db: Db, zonas: StaffZones, tiendaId: number, id: number, estatus?: 1 | 2): Promise<SucursalFila> {
  await assertStore(db, tiendaId);
  const scope = and(eq(sucursal.tiendaId, tiendaId), inStaffZones(sucursal.zonaId, zonas));
  let missing: AppError | null = null;
  await changeStatus(db, {
    table: sucursal,
    recurso: 'sucursal',
    id,
    estatus,
    scope,
    notFound: () => (missing = sucursalNoEncontrada()),
  }).catch(async (e: unknown) => {
    if (e !== missing) throw e;
    throw await branchNotFound(db, tiendaId, id);
  });
  await availabilityChanged(db, await stockedProducts(db, eq(sucursal.id, id)));
  return getBranchAdmin(db, zonas, tiendaId, id);
}
