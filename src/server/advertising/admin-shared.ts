/**
 * What the advertising and quick-list back offices share: the zone named by a path, Spanish field
 * errors gathered before anything is written, validity windows, the zone's uploaded-image pool and the
 * products staff may pick (active, stocked at an active branch of the zone).
 */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ImagenSubida, ProductoElegible } from '../../shared/contracts/admin-publicidad';
import { Estatus, UsuarioTipo } from '../../shared/enums';
import { PUBLICIDAD_MESSAGES } from '../../shared/publicidad-rules';
import { audit } from '../audit/service';
import { producto, type ImagenProcesada } from '../catalog/tables';
import type { Db, Tx } from '../db/client';
import { notFound, unprocessable, type FieldErrors } from '../errors';
import { inventario } from '../inventory/tables';
import { escapeLike } from '../list-query';
import type { ImageStore } from '../media/images';
import { zoneSimple } from '../zones/admin-service';
import { type linkMenu } from '../zones/tables';
import { type destacado, type imagenOferta, imagenPublicidad, type mensajePublicidad, type slider } from './tables';

export type ImageKind = 'publicidad' | 'lista-rapida';

export interface ZoneRef {
  id: number;
  slug: string;
  nombre: string;
  estatus: number;
}

/** The zone of a `:zona` path parameter (slug or id); the admin guard has checked the staff member's role. */
export function zoneOf(db: Db | Tx, zona: string): Promise<ZoneRef> {
  return zoneSimple(db as Db, zona);
}

/** Field errors gathered over a whole body, thrown at once (422) before anything is written. */
export class FieldCheck {
  readonly errores: FieldErrors = {};
  add(field: string, message: string | null | undefined): void {
    if (message && !this.errores[field]) this.errores[field] = message;
  }
  get ok(): boolean {
    return Object.keys(this.errores).length === 0;
  }
  throwIfAny(mensaje = 'Revise los datos del formulario'): void {
    if (!this.ok) throw unprocessable(mensaje, this.errores);
  }
}

/** A required trimmed text (spaces collapsed). */
export function text(check: FieldCheck, field: string, value: string | undefined): string {
  const clean = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!clean) check.add(field, PUBLICIDAD_MESSAGES.textoVacio);
  return clean;
}

function moment(check: FieldCheck, field: string, value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value.trim())) {
    check.add(field, PUBLICIDAD_MESSAGES.vigenciaFecha);
    return undefined;
  }
  return d;
}

export interface Window {
  vigenciaDesde: Date | null;
  vigenciaHasta: Date | null;
}

/** The validity window of a body, completed by the row's current one; an end before its start is a field error. */
export function windowOf(
  check: FieldCheck,
  body: { vigenciaDesde?: string | null; vigenciaHasta?: string | null },
  current?: Window,
): Window {
  const desde = moment(check, 'vigenciaDesde', body.vigenciaDesde);
  const hasta = moment(check, 'vigenciaHasta', body.vigenciaHasta);
  const w = {
    vigenciaDesde: desde === undefined ? (current?.vigenciaDesde ?? null) : desde,
    vigenciaHasta: hasta === undefined ? (current?.vigenciaHasta ?? null) : hasta,
  };
  if (w.vigenciaDesde && w.vigenciaHasta && w.vigenciaHasta.getTime() < w.vigenciaDesde.getTime())
    check.add('vigenciaHasta', PUBLICIDAD_MESSAGES.vigenciaOrden);
  return w;
}

export const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Whether a row is on the storefront now: active and inside its window. */
export function showing(row: { estatus: number } & Partial<Window>, now = Date.now()): boolean {
  return (
    row.estatus === Estatus.ACTIVO &&
    (!row.vigenciaDesde || row.vigenciaDesde.getTime() <= now) &&
    (!row.vigenciaHasta || now <= row.vigenciaHasta.getTime())
  );
}

/** Processes an upload and keeps it in the zone's pool; the answer's id is what forms send. */
export async function uploadPoolImage(db: Db, images: ImageStore, zona: string, tipo: ImageKind, input: Buffer) {
  const z = await zoneOf(db, zona);
  const imagen = await images.saveImage(`${tipo}/${z.id}`, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(imagenPublicidad).values({ zonaId: z.id, tipo, imagen }).returning();
    await audit(tx, { recurso: 'imagen_publicidad', registroId: row!.id, accion: 'crear', despues: { zonaId: z.id, tipo, imagen: imagen.sizes.md } });
    return { id: row!.id, imagen: wireImage(imagen) };
  });
}

/**
 * The image of a pool id for a field: required ones missing are a field error, an id of another zone or
 * kind too; undefined when the body leaves the field out and it is optional.
 */
export async function poolImage(
  tx: Db | Tx,
  check: FieldCheck,
  field: string,
  opts: { zonaId: number; tipo: ImageKind; id: number | null | undefined; required?: string },
): Promise<ImagenProcesada | null | undefined> {
  if (opts.id === undefined || opts.id === null) {
    if (opts.required) check.add(field, opts.required);
    return opts.id;
  }
  const [row] = await tx
    .select({ imagen: imagenPublicidad.imagen })
    .from(imagenPublicidad)
    .where(and(eq(imagenPublicidad.id, opts.id), eq(imagenPublicidad.zonaId, opts.zonaId), eq(imagenPublicidad.tipo, opts.tipo)));
  if (!row) check.add(field, PUBLICIDAD_MESSAGES.imagenAjena);
  return row?.imagen;
}

/** The zone's selling row of each product (active inventory at an active branch of an active store, normal-plan price). */
const sellingRow = (zonaId: number) =>
  sql`(select json_build_object('minimo', p.minimo, 'maximo', p.maximo, 'grupo', p.grupo, 'unidad', p.unidad)
       from inventario i
       join sucursal s on s.id = i.sucursal_id and s.estatus = ${Estatus.ACTIVO}
       join tienda t on t.id = s.tienda_id and t.estatus = ${Estatus.ACTIVO}
       join precio p on p.inventario_id = i.id and p.usuario_tipo = ${UsuarioTipo.normal} and p.estatus = ${Estatus.ACTIVO}
       where i.zona_id = ${zonaId} and i.producto_id = ${sql.raw('"producto"."id"')} and i.estatus = ${Estatus.ACTIVO}
       order by i.existencia desc, i.id limit 1)`;

type ProductRow = { id: number; nombre: string; codigo: string; imagen: ImagenProcesada | null; estatus: number; modalidad: ProductoElegible['modalidad'] };

const toEligible = ({ estatus, imagen, ...r }: ProductRow): ProductoElegible => ({ ...r, imagen: wireImage(imagen), vendible: estatus === Estatus.ACTIVO && r.modalidad !== null });

function productColumns(zonaId: number) {
  return {
    id: producto.id,
    nombre: producto.nombre,
    codigo: producto.codigo,
    imagen: producto.principalImagen,
    estatus: producto.estatus,
    modalidad: sellingRow(zonaId).mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as ProductoElegible['modalidad']),
  };
}

/** Products of the zone matching a name or code (the forms' autocomplete), sellable ones only. */
export async function searchZoneProducts(db: Db, zona: string, q: { q?: string; id?: number[] }): Promise<ProductoElegible[]> {
  const z = await zoneOf(db, zona);
  if (q.id?.length) return [...(await productsById(db, z.id, q.id)).values()];
  const like = q.q?.trim() ? `%${escapeLike(q.q.trim())}%` : null;
  const rows = await db
    .select(productColumns(z.id))
    .from(producto)
    .where(
      and(
        eq(producto.estatus, Estatus.ACTIVO),
        like ? or(ilike(producto.nombre, like), ilike(producto.codigo, like)) : undefined,
        sql`exists (select 1 from ${inventario} where ${inventario.zonaId} = ${z.id} and ${inventario.productoId} = ${producto.id} and ${inventario.estatus} = ${Estatus.ACTIVO})`,
      ),
    )
    .orderBy(asc(producto.nombre), asc(producto.id))
    .limit(20);
  return (rows as ProductRow[]).map(toEligible).filter((p) => p.vendible);
}

/** Products by id with their eligibility in the zone. */
export async function productsById(db: Db | Tx, zonaId: number, ids: number[]): Promise<Map<number, ProductoElegible>> {
  if (!ids.length) return new Map();
  const rows = (await db.select(productColumns(zonaId)).from(producto).where(inArray(producto.id, ids))) as ProductRow[];
  return new Map(rows.map((r) => [r.id, toEligible(r)]));
}

/**
 * Checks a picked product list: each id once, each an active product stocked in the zone. Errors name
 * the product (field `producto`); returns the products in the given order.
 */
export async function checkPicked(tx: Db | Tx, check: FieldCheck, zonaId: number, ids: number[]): Promise<ProductoElegible[]> {
  const seen = new Set<number>();
  const found = await productsById(tx, zonaId, ids);
  const out: ProductoElegible[] = [];
  for (const id of ids) {
    const p = found.get(id);
    if (seen.has(id)) check.add('producto', `${p?.nombre ?? `Producto ${id}`}: ${PUBLICIDAD_MESSAGES.productoRepetido}`);
    seen.add(id);
    if (!p) check.add('producto', `Producto ${id}: ${PUBLICIDAD_MESSAGES.productoAjeno}`);
    else if (!p.vendible)
      check.add('producto', `${p.nombre}: ${p.modalidad === null ? PUBLICIDAD_MESSAGES.productoAjeno : PUBLICIDAD_MESSAGES.productoInactivo}`);
    else out.push(p);
  }
  return out;
}

/** A stored image as the wire schema types it (stored sizes are always sm, md and lg). */
export function wireImage(img: ImagenProcesada): ImagenSubida['imagen'];
export function wireImage(img: ImagenProcesada | null | undefined): ImagenSubida['imagen'] | null;
export function wireImage(img: ImagenProcesada | null | undefined): ImagenSubida['imagen'] | null {
  return (img ?? null) as ImagenSubida['imagen'] | null;
}

export const rowNotFound = (what: string) => () => notFound(`${what} no encontrado`);

// ---- write steps of every advertising row ---------------------------------------------------------

export const destacadoNotFound = () => notFound('Destacado no encontrado');

/** Locks a row of the zone; another zone's row is not found. */
export async function locked<T extends typeof slider | typeof imagenOferta | typeof mensajePublicidad | typeof destacado | typeof linkMenu>(
  tx: Tx,
  table: T,
  zonaId: number,
  id: number,
  missing: () => Error,
) {
  const [row] = await tx
    .select()
    .from(table as typeof slider)
    .where(and(eq((table as typeof slider).id, id), eq((table as typeof slider).zonaId, zonaId)))
    .for('update');
  if (!row) throw missing();
  return row as unknown as T['$inferSelect'];
}

export async function nextOrder(tx: Db | Tx, table: typeof slider | typeof imagenOferta | typeof mensajePublicidad | typeof destacado, zonaId: number) {
  const [row] = await tx.select({ max: sql<number | null>`max(${table.orden})` }).from(table).where(eq(table.zonaId, zonaId));
  return (row?.max ?? 0) + 1;
}

export const imageForAudit = (img: ImagenProcesada | null | undefined) => img?.sizes.md ?? null;
