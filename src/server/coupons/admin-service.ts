/**
 * Back-office coupons. A staff member works only with the coupons of the zones they hold ROLE_ZONA_<slug>
 * for (`zonas`: those zone ids): others are 404, and writing into another zone is 403. Names and codes are
 * unique per zone, case-insensitively (checked first for clear field errors, and by the unique indexes for
 * concurrent writers).
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CUPON_CODIGO_TOMADO,
  CUPON_NOMBRE_TOMADO,
  type CuponBody,
  type CuponFila,
  type CuponFiltro,
  type CuponFormEditar,
  type CuponFormRegistrar,
  type CuponOrdenable,
  type CuponZona,
} from '../../shared/contracts/admin-coupons';
import { Estatus } from '../../shared/enums';
import { compare } from '../../shared/money';
import { ACCESS_MESSAGES, zoneRole } from '../../shared/roles';
import type { Db, Tx } from '../db/client';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import { uniqueViolationField } from '../db/errors';
import { badRequest, conflict, forbidden, notFound, unprocessable, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { listZones, zoneScopedNotFound } from '../zones/service';
import { ruleColumns, vigenteAhora } from './service';
import { cupon } from './tables';

const cuponNoEncontrado = () => notFound('Cupón no encontrado');
const INVALIDO = 'Los datos enviados no son válidos';
const UNIQUE_INDEX_FIELD: Record<string, string> = { cupon_zona_nombre_uq: 'nombre', cupon_zona_codigo_uq: 'codigo' };
const DUPLICADO: Record<string, string> = { nombre: CUPON_NOMBRE_TOMADO, codigo: CUPON_CODIGO_TOMADO };

/** The zones a staff member may work with: those they hold ROLE_ZONA_<slug> for. */
export async function couponZones(db: Db, roles: readonly string[]): Promise<CuponZona[]> {
  return (await listZones(db))
    .filter((z) => roles.includes(zoneRole(z.slug)))
    .map((z) => ({ id: z.id, slug: z.slug, nombre: z.nombre, estatus: z.estatus }));
}

/** Rows of the caller's zones only (none when they hold no zone). */
const inZones = (zonas: number[]) => inArray(cupon.zonaId, zonas.length ? zonas : [0]);

const rowColumns = {
  ...ruleColumns,
  zonaId: cupon.zonaId,
  nombre: cupon.nombre,
  vigente: vigenteAhora,
  creadoEn: cupon.creadoEn,
  actualizadoEn: cupon.actualizadoEn,
};

type RawRow = Omit<CuponFila, 'zonaNombre' | 'desde' | 'hasta' | 'creadoEn' | 'actualizadoEn'> & {
  desde: Date;
  hasta: Date;
  creadoEn: Date;
  actualizadoEn: Date;
};

async function toFilas(db: Db, rows: RawRow[]): Promise<CuponFila[]> {
  const names = new Map((await listZones(db)).map((z) => [z.id, z.nombre]));
  return rows.map((r) => ({
    ...r,
    vigente: Boolean(r.vigente),
    zonaNombre: names.get(r.zonaId) ?? '',
    desde: r.desde.toISOString(),
    hasta: r.hasta.toISOString(),
    creadoEn: r.creadoEn.toISOString(),
    actualizadoEn: r.actualizadoEn.toISOString(),
  }));
}

const sortColumns = {
  id: cupon.id,
  nombre: cupon.nombre,
  codigo: cupon.codigo,
  valor: cupon.valor,
  usos: cupon.usos,
  desde: cupon.desde,
  hasta: cupon.hasta,
  estatus: cupon.estatus,
  creadoEn: cupon.creadoEn,
} satisfies Record<CuponOrdenable, unknown>;

function filterConditions(zonas: number[], f: CuponFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [inZones(zonas)];
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conds.push(or(ilike(cupon.nombre, pattern), ilike(cupon.codigo, pattern)));
  }
  if (f.zonaId !== undefined) conds.push(eq(cupon.zonaId, f.zonaId));
  if (f.estatus !== undefined) conds.push(eq(cupon.estatus, f.estatus));
  if (f.porcentaje !== undefined) conds.push(eq(cupon.porcentaje, f.porcentaje));
  if (f.vigente !== undefined) conds.push(f.vigente ? vigenteAhora : sql`not ${vigenteAhora}`);
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(cupon.id, f.id) : eq(cupon.id, f.id));
  return and(...conds);
}

export async function listCouponsAdmin(
  db: Db,
  zonas: number[],
  query: ListQuery<CuponFiltro, CuponOrdenable>,
): Promise<{ rows: CuponFila[]; total: number }> {
  const where = filterConditions(zonas, query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await db
    .select(rowColumns)
    .from(cupon)
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), asc(cupon.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = (await db.select({ total: count() }).from(cupon).where(where)) as [{ total: number }];
  return { rows: await toFilas(db, rows), total };
}

export async function getCouponAdmin(db: Db, zonas: number[], id: number): Promise<CuponFila> {
  const [row] = await db
    .select(rowColumns)
    .from(cupon)
    .where(and(eq(cupon.id, id), inZones(zonas)));
  if (!row) throw await zoneScopedNotFound(db, cupon, id, cuponNoEncontrado);
  return (await toFilas(db, [row]))[0]!;
}

/** Defaults of a new coupon: a 10% coupon of the first zone, valid for 30 days from now. */
export async function couponCreateForm(db: Db, roles: readonly string[]): Promise<CuponFormRegistrar> {
  const zona = await couponZones(db, roles);
  const desde = new Date();
  desde.setSeconds(0, 0);
  const hasta = new Date(desde.getTime() + 30 * 86_400_000);
  return {
    zona,
    defecto: {
      zonaId: zona[0]?.id ?? null,
      porcentaje: true,
      valor: '10.00',
      montoMinimo: '0.00',
      usosMaximos: null,
      usosPorUsuario: 1,
      desde: desde.toISOString(),
      hasta: hasta.toISOString(),
      estatus: Estatus.ACTIVO,
    },
  };
}

export async function couponEditForm(db: Db, roles: readonly string[], id: number): Promise<CuponFormEditar> {
  const zona = await couponZones(db, roles);
  return { cupon: await getCouponAdmin(db, zona.map((z) => z.id), id), zona };
}

const normalizeName = (nombre: string) => nombre.trim().replace(/\s+/g, ' ');

interface CleanCoupon extends Omit<CuponBody, 'desde' | 'hasta'> {
  desde: Date;
  hasta: Date;
}

/** Field rules the schema cannot say: percent range, dates in order, a readable name. */
function clean(body: CuponBody): CleanCoupon {
  const errores: FieldErrors = {};
  const nombre = normalizeName(body.nombre);
  if (nombre.length < 3) errores.nombre = 'El nombre debe tener al menos 3 caracteres';
  if (body.porcentaje && (compare(body.valor, 1) < 0 || compare(body.valor, 100) > 0)) errores.valor = 'El porcentaje debe estar entre 1 y 100';
  if (!body.porcentaje && compare(body.valor, 0) <= 0) errores.valor = 'El monto debe ser mayor que 0';
  const desde = new Date(body.desde);
  const hasta = new Date(body.hasta);
  if (Number.isNaN(desde.getTime())) errores.desde = 'Fecha inválida';
  if (Number.isNaN(hasta.getTime())) errores.hasta = 'Fecha inválida';
  else if (desde.getTime() >= hasta.getTime()) errores.hasta = 'La fecha final debe ser posterior a la inicial';
  if (Object.keys(errores).length) throw badRequest(INVALIDO, errores);
  return { ...body, nombre, codigo: body.codigo.toUpperCase(), desde, hasta };
}

async function assertZone(db: Db, zonas: number[], zonaId: number): Promise<void> {
  if (zonas.includes(zonaId)) return;
  const exists = (await listZones(db)).some((z) => z.id === zonaId);
  if (!exists) throw unprocessable('La zona no existe', { zonaId: 'La zona no existe' });
  throw forbidden(ACCESS_MESSAGES.zona);
}

async function taken(db: Db | Tx, field: 'nombre' | 'codigo', zonaId: number, value: string, exceptId?: number): Promise<boolean> {
  const same = field === 'nombre' ? sql`lower(${cupon.nombre}) = lower(${value})` : sql`upper(${cupon.codigo}) = upper(${value})`;
  const rows = await db
    .select({ id: cupon.id })
    .from(cupon)
    .where(and(eq(cupon.zonaId, zonaId), same, exceptId ? ne(cupon.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function isCouponNameAvailable(db: Db, zonaId: number, nombre: string, exceptId?: number): Promise<boolean> {
  const n = normalizeName(nombre);
  return n.length > 0 && !(await taken(db, 'nombre', zonaId, n, exceptId));
}

async function assertUnique(tx: Tx, data: CleanCoupon, exceptId?: number): Promise<void> {
  const errores: FieldErrors = {};
  if (await taken(tx, 'nombre', data.zonaId, data.nombre, exceptId)) errores.nombre = CUPON_NOMBRE_TOMADO;
  if (await taken(tx, 'codigo', data.zonaId, data.codigo, exceptId)) errores.codigo = CUPON_CODIGO_TOMADO;
  if (Object.keys(errores).length) throw conflict(Object.values(errores)[0]!, errores);
}

/** A unique-index violation from a concurrent writer becomes the same 409 as the early check. */
async function withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueViolationField(e, UNIQUE_INDEX_FIELD, 'nombre');
    if (!field) throw e;
    throw conflict(DUPLICADO[field]!, { [field]: DUPLICADO[field]! });
  }
}

function values(data: CleanCoupon) {
  return {
    zonaId: data.zonaId,
    nombre: data.nombre,
    codigo: data.codigo,
    valor: data.valor,
    porcentaje: data.porcentaje,
    montoMinimo: data.montoMinimo,
    usosMaximos: data.usosMaximos,
    usosPorUsuario: data.usosPorUsuario,
    desde: data.desde,
    hasta: data.hasta,
  };
}

export async function createCoupon(db: Db, zonas: number[], body: CuponBody): Promise<CuponFila> {
  const data = clean(body);
  await assertZone(db, zonas, data.zonaId);
  const id = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      await assertUnique(tx, data);
      const [row] = await tx
        .insert(cupon)
        .values({ ...values(data), estatus: data.estatus ?? Estatus.ACTIVO })
        .returning();
      await audit(tx, { recurso: 'cupon', registroId: row!.id, accion: 'crear', despues: row });
      return row!.id;
    }),
  );
  return getCouponAdmin(db, zonas, id);
}

/** A used coupon keeps its zone, and its overall limit cannot drop below the uses already made. */
export async function updateCoupon(db: Db, zonas: number[], id: number, body: CuponBody): Promise<CuponFila> {
  const data = clean(body);
  await assertZone(db, zonas, data.zonaId);
  await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(cupon)
        .where(and(eq(cupon.id, id), inZones(zonas)))
        .for('update');
      if (!current) throw cuponNoEncontrado();
      if (current.usos > 0 && current.zonaId !== data.zonaId) {
        throw unprocessable('Un cupón ya usado no puede cambiar de zona', { zonaId: 'Un cupón ya usado no puede cambiar de zona' });
      }
      if (data.usosMaximos !== null && data.usosMaximos < current.usos) {
        const mensaje = `Los usos máximos no pueden ser menores que los ${current.usos} usos ya registrados`;
        throw unprocessable(mensaje, { usosMaximos: mensaje });
      }
      await assertUnique(tx, data, id);
      const [despues] = await tx
        .update(cupon)
        .set({ ...values(data), ...(data.estatus !== undefined && { estatus: data.estatus }), actualizadoEn: new Date() })
        .where(eq(cupon.id, id))
        .returning();
      await audit(tx, { recurso: 'cupon', registroId: id, accion: 'editar', antes: current, despues });
    }),
  );
  return getCouponAdmin(db, zonas, id);
}

/** Sets the status, or toggles it (active <-> inactive) when none is given. */
export async function setCouponStatus(db: Db, zonas: number[], id: number, estatus?: 1 | 2): Promise<CuponFila> {
  await changeStatus(db, { table: cupon, recurso: 'cupon', id, estatus, scope: inZones(zonas), notFound: cuponNoEncontrado });
  return getCouponAdmin(db, zonas, id);
}
