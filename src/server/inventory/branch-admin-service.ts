/**
 * Back-office branches of a store (tienda/{t}/sucursal): list, show, register, edit, status. A staff member
 * works with the branches of their zones only; a branch holding stock keeps its zone, and deactivating one
 * takes its stock off sale (search re-read after the commit). Stores and the shared helpers: store-admin-service.ts.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SUCURSAL_CON_INVENTARIO_ZONA,
  SUCURSAL_NOMBRE_TOMADO,
  type SucursalBody,
  type SucursalFila,
  type SucursalFiltro,
  type SucursalFormRegistrar,
  type SucursalOrdenable,
} from '../../shared/contracts/admin-stores';
import { Estatus } from '../../shared/enums';
import { ACCESS_MESSAGES } from '../../shared/roles';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { badRequest, conflict, forbidden, notFound, unprocessable, type AppError } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { inStaffZones, listZones, type StaffZones } from '../zones/service';
import {
  availabilityChanged,
  INVALIDO,
  normalizeName,
  stockedProducts,
  sucursalNoEncontrada,
  tiendaNoEncontrada,
  withUniqueConflicts,
} from './store-admin-service';
import { inventario, sucursal, tienda } from './tables';

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
