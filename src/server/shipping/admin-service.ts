/**
 * Shipping options in the back office (area `envio`, ROLE_ENVIO): one delivery, pickup or express option
 * per zone with a base cost, a free-shipping amount and surcharges per delivery area. A staff member sees
 * and writes only the options of their zones (others are 404 with the zone message); surcharges must
 * name areas of the option's zone; amounts below 0 are refused. Writes are audited; checkout and the
 * storefront read the tables directly, so a change applies to the next formpago.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { EnvioFormData, EnvioOpcion, EnvioOpcionBody } from '../../shared/contracts/shipping';
import type { ENVIO_ORDENABLES } from '../../shared/contracts/shipping';
import { Estatus } from '../../shared/enums';
import { tipoEnvioOpcionNombre } from '../../shared/shipping';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { area, envioOpcion, envioRecargo } from '../delivery/tables';
import { conflict, notFound, unprocessable, type FieldErrors } from '../errors';
import type { ListQuery } from '../list-query';
import { inStaffZones, zoneScopedNotFound, type StaffZones } from '../zones/service';
import { zona } from '../zones/tables';

export type EnvioOrdenable = (typeof ENVIO_ORDENABLES)[number];
export interface EnvioFiltro {
  zonaId?: number;
  estatus?: 1 | 2;
}

export const ENVIO_MESSAGES = {
  noEncontrado: 'Opción de envío no encontrada',
  nombre: 'Indique el nombre',
  monto: 'Indique un monto de 0 o más, con hasta 2 decimales',
  zona: 'Elija una de sus zonas',
  areaOtraZona: 'El área no pertenece a la zona de la opción',
  repetida: (tipo: string) => `La zona ya tiene una opción de ${tipo}`,
} as const;
const M = ENVIO_MESSAGES;
const MONTO = /^\d{1,10}(\.\d{1,2})?$/;

const missing = () => notFound(M.noEncontrado);

async function withRecargos(db: Db, rows: (Omit<EnvioOpcion, 'recargos'> & { recargos?: never })[]): Promise<EnvioOpcion[]> {
  if (rows.length === 0) return [];
  const recargos = await db
    .select({ envioOpcionId: envioRecargo.envioOpcionId, areaId: envioRecargo.areaId, areaNombre: area.nombre, recargo: envioRecargo.recargo })
    .from(envioRecargo)
    .innerJoin(area, eq(area.id, envioRecargo.areaId))
    .where(
      inArray(
        envioRecargo.envioOpcionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(area.nombre));
  return rows.map((r) => ({
    ...r,
    recargos: recargos.filter((x) => x.envioOpcionId === r.id).map(({ areaId, areaNombre, recargo }) => ({ areaId, areaNombre, recargo })),
  }));
}

const columns = {
  id: envioOpcion.id,
  zonaId: envioOpcion.zonaId,
  zonaNombre: zona.nombre,
  tipoEnvio: envioOpcion.tipoEnvio,
  nombre: envioOpcion.nombre,
  costoBase: envioOpcion.costoBase,
  envioGratisDesde: envioOpcion.envioGratisDesde,
  estatus: envioOpcion.estatus,
};

const sortColumn = {
  id: envioOpcion.id,
  zonaId: envioOpcion.zonaId,
  tipoEnvio: envioOpcion.tipoEnvio,
  nombre: sql`lower(${envioOpcion.nombre})`,
  estatus: envioOpcion.estatus,
};

export async function listShipping(db: Db, zonas: StaffZones, query: ListQuery<EnvioFiltro, EnvioOrdenable>): Promise<{ rows: EnvioOpcion[]; total: number }> {
  const f = query.filter;
  const where = and(inStaffZones(envioOpcion.zonaId, zonas), f.zonaId ? eq(envioOpcion.zonaId, f.zonaId) : undefined, f.estatus ? eq(envioOpcion.estatus, f.estatus) : undefined);
  const order = query.sort.order === 'DESC' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(envioOpcion)
      .innerJoin(zona, eq(zona.id, envioOpcion.zonaId))
      .where(where)
      .orderBy(order(sortColumn[query.sort.field]), asc(envioOpcion.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(envioOpcion).where(where),
  ]);
  return { rows: await withRecargos(db, rows), total: total?.n ?? 0 };
}

export async function getShipping(db: Db, zonas: StaffZones, id: number): Promise<EnvioOpcion> {
  const [row] = await db
    .select(columns)
    .from(envioOpcion)
    .innerJoin(zona, eq(zona.id, envioOpcion.zonaId))
    .where(and(eq(envioOpcion.id, id), inStaffZones(envioOpcion.zonaId, zonas)));
  if (!row) throw await zoneScopedNotFound(db, envioOpcion, id, missing);
  return (await withRecargos(db, [row]))[0]!;
}

async function clean(db: Db, zonas: StaffZones, body: EnvioOpcionBody) {
  const errores: FieldErrors = {};
  const nombre = body.nombre.trim().replace(/\s+/g, ' ');
  if (!nombre) errores.nombre = M.nombre;
  if (!zonas.all && !zonas.ids.includes(body.zonaId)) errores.zonaId = M.zona;
  if (!MONTO.test(body.costoBase.trim())) errores.costoBase = M.monto;
  if (body.envioGratisDesde !== null && !MONTO.test(body.envioGratisDesde.trim())) errores.envioGratisDesde = M.monto;
  const recargos = body.recargos ?? [];
  recargos.forEach((r, i) => {
    if (!MONTO.test(r.recargo.trim())) errores[`recargos.${i}.recargo`] = M.monto;
  });
  const areaIds = [...new Set(recargos.map((r) => r.areaId))];
  if (areaIds.length && !errores.zonaId) {
    const own = await db
      .select({ id: area.id })
      .from(area)
      .where(and(inArray(area.id, areaIds), eq(area.zonaId, body.zonaId)));
    const ok = new Set(own.map((a) => a.id));
    recargos.forEach((r, i) => {
      if (!ok.has(r.areaId)) errores[`recargos.${i}.areaId`] = M.areaOtraZona;
    });
  }
  if (Object.keys(errores).length) throw unprocessable('Revise los datos de la opción de envío', errores);
  return {
    values: {
      zonaId: body.zonaId,
      tipoEnvio: body.tipoEnvio,
      nombre,
      costoBase: Number(body.costoBase).toFixed(2),
      envioGratisDesde: body.envioGratisDesde === null ? null : Number(body.envioGratisDesde).toFixed(2),
      ...(body.estatus !== undefined && { estatus: body.estatus }),
    },
    // the last surcharge given for an area counts
    recargos: [...new Map(recargos.map((r) => [r.areaId, Number(r.recargo).toFixed(2)])).entries()].map(([areaId, recargo]) => ({ areaId, recargo })),
  };
}

async function withUnique<T>(tipoEnvio: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!uniqueViolationField(e, { envio_opcion_zona_tipo_uq: 'tipoEnvio' }, 'tipoEnvio')) throw e;
    const mensaje = M.repetida(tipoEnvioOpcionNombre[tipoEnvio] ?? '');
    throw conflict(mensaje, { tipoEnvio: mensaje });
  }
}

async function assertFreeType(db: Db, zonaId: number, tipoEnvio: number, exceptId?: number) {
  const [other] = await db
    .select({ id: envioOpcion.id })
    .from(envioOpcion)
    .where(and(eq(envioOpcion.zonaId, zonaId), eq(envioOpcion.tipoEnvio, tipoEnvio), exceptId ? ne(envioOpcion.id, exceptId) : undefined))
    .limit(1);
  if (other) {
    const mensaje = M.repetida(tipoEnvioOpcionNombre[tipoEnvio] ?? '');
    throw conflict(mensaje, { tipoEnvio: mensaje });
  }
}

export async function createShipping(db: Db, zonas: StaffZones, body: EnvioOpcionBody): Promise<EnvioOpcion> {
  const data = await clean(db, zonas, body);
  await assertFreeType(db, data.values.zonaId, data.values.tipoEnvio);
  const id = await withUnique(body.tipoEnvio, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(envioOpcion).values(data.values).returning();
      if (data.recargos.length) await tx.insert(envioRecargo).values(data.recargos.map((r) => ({ ...r, envioOpcionId: row!.id })));
      await audit(tx, { recurso: 'envio', registroId: row!.id, accion: 'crear', despues: { ...row, recargos: data.recargos } });
      return row!.id;
    }),
  );
  return getShipping(db, zonas, id);
}

export async function updateShipping(db: Db, zonas: StaffZones, id: number, body: EnvioOpcionBody): Promise<EnvioOpcion> {
  const current = await getShipping(db, zonas, id);
  const data = await clean(db, zonas, body);
  await assertFreeType(db, data.values.zonaId, data.values.tipoEnvio, id);
  await withUnique(body.tipoEnvio, () =>
    db.transaction(async (tx) => {
      const [antes] = await tx.select().from(envioOpcion).where(eq(envioOpcion.id, id)).for('update');
      if (!antes) throw missing();
      const [despues] = await tx
        .update(envioOpcion)
        .set({ ...data.values, actualizadoEn: new Date() })
        .where(eq(envioOpcion.id, id))
        .returning();
      await tx.delete(envioRecargo).where(eq(envioRecargo.envioOpcionId, id));
      if (data.recargos.length) await tx.insert(envioRecargo).values(data.recargos.map((r) => ({ ...r, envioOpcionId: id })));
      await audit(tx, {
        recurso: 'envio',
        registroId: id,
        accion: 'editar',
        antes: { ...antes, recargos: current.recargos.map(({ areaId, recargo }) => ({ areaId, recargo })) },
        despues: { ...despues, recargos: data.recargos },
      });
    }),
  );
  return getShipping(db, zonas, id);
}

export async function setShippingStatus(db: Db, zonas: StaffZones, id: number, estatus?: 1 | 2): Promise<EnvioOpcion> {
  await getShipping(db, zonas, id);
  await changeStatus(db, { table: envioOpcion, recurso: 'envio', id, estatus, notFound: missing });
  return getShipping(db, zonas, id);
}

/** GET /admin/envio/registrardata: the staff member's zones with their delivery areas, and a new option's defaults. */
export async function shippingFormData(db: Db, zonas: StaffZones): Promise<EnvioFormData> {
  const [zones, areas] = await Promise.all([
    db.select({ id: zona.id, nombre: zona.nombre }).from(zona).where(inStaffZones(zona.id, zonas)).orderBy(asc(zona.orden), asc(zona.id)),
    db
      .select({ id: area.id, zonaId: area.zonaId, nombre: area.nombre })
      .from(area)
      .where(inStaffZones(area.zonaId, zonas))
      .orderBy(asc(area.nombre)),
  ]);
  return {
    zonas: zones.map((z) => ({ ...z, areas: areas.filter((a) => a.zonaId === z.id).map(({ id, nombre }) => ({ id, nombre })) })),
    defaults: { tipoEnvio: 1, costoBase: '0.00', envioGratisDesde: null, estatus: Estatus.ACTIVO },
  };
}
