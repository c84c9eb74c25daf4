/**
 * The advertising back office of a zone (ROLE_PUBLICIDAD + ROLE_ZONA_<zona>): sliders (desktop and
 * phone images), offer images, advertising messages, menu links and featured groups. Every body is
 * checked whole before anything is written (Spanish field errors, 422); every write is audited in its
 * transaction and then invalidates the storefront's caches (advertising, or zones for menu links).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type {
  ImagenOfertaAdmin,
  ImagenOfertaBody,
  LinkMenuAdmin,
  LinkMenuBody,
  MensajeAdmin,
  MensajeBody,
  PublicidadZona,
  SliderAdmin,
  SliderBody,
  ZonaPublicidadResumen,
} from '../../shared/contracts/admin-publicidad';
import { Estatus } from '../../shared/enums';
import { linkUrlError, PUBLICIDAD_MESSAGES } from '../../shared/publicidad-rules';
import { slugify } from '../../shared/slug';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { notFound } from '../errors';
import { invalidateZones, inStaffZones, type StaffZones } from '../zones/service';
import { linkMenu, zona } from '../zones/tables';
import { destacadoNotFound, FieldCheck, imageForAudit, iso, locked, nextOrder, poolImage, showing, text, windowOf, wireImage, zoneOf } from './admin-shared';
import { listFeatured } from './featured-admin-service';
import { invalidateAdvertising } from './service';
import { destacado, imagenOferta, mensajePublicidad, slider } from './tables';

const sliderNotFound = () => notFound('Slider no encontrado');
const ofertaNotFound = () => notFound('Imagen de oferta no encontrada');
const mensajeNotFound = () => notFound('Mensaje no encontrado');
const linkNotFound = () => notFound('Enlace del menú no encontrado');

// ---- zones ------------------------------------------------------------------------------------------

const countOf = (table: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} c where c.zona_id = ${sql.raw('"zona"."id"')} and c.estatus = ${Estatus.ACTIVO})`;

/** The staff member's zones with how much active advertising each has. */
export async function advertisingZones(db: Db, zonas: StaffZones): Promise<ZonaPublicidadResumen[]> {
  return db
    .select({
      id: zona.id,
      slug: zona.slug,
      nombre: zona.nombre,
      estatus: zona.estatus,
      sliders: countOf('slider'),
      mensajes: countOf('mensaje_publicidad'),
      destacados: countOf('destacado'),
      listas: countOf('lista_rapida'),
    })
    .from(zona)
    .where(inStaffZones(zona.id, zonas))
    .orderBy(asc(zona.orden), asc(zona.id));
}

// ---- rows -------------------------------------------------------------------------------------------

type SliderRow = typeof slider.$inferSelect;
const sliderOut = (r: SliderRow, now: number): SliderAdmin => ({
  id: r.id,
  zonaId: r.zonaId,
  titulo: r.titulo,
  imagen: wireImage(r.imagen),
  imagenMovil: wireImage(r.imagenMovil),
  url: r.url,
  orden: r.orden,
  estatus: r.estatus,
  vigenciaDesde: iso(r.vigenciaDesde),
  vigenciaHasta: iso(r.vigenciaHasta),
  vigente: showing(r, now),
});

type MensajeRow = typeof mensajePublicidad.$inferSelect;
const mensajeOut = (r: MensajeRow, now: number): MensajeAdmin => ({
  id: r.id,
  zonaId: r.zonaId,
  mensaje: r.mensaje,
  orden: r.orden,
  estatus: r.estatus,
  vigenciaDesde: iso(r.vigenciaDesde),
  vigenciaHasta: iso(r.vigenciaHasta),
  vigente: showing(r, now),
});

type OfertaRow = typeof imagenOferta.$inferSelect;
const ofertaOut = (r: OfertaRow): ImagenOfertaAdmin => ({ id: r.id, zonaId: r.zonaId, imagen: wireImage(r.imagen), url: r.url, orden: r.orden, estatus: r.estatus });

type LinkRow = typeof linkMenu.$inferSelect;
const linkOut = (r: LinkRow): LinkMenuAdmin => ({ ...r });

export async function listSliders(db: Db | Tx, zona: string): Promise<SliderAdmin[]> {
  const z = await zoneOf(db, zona);
  const now = Date.now();
  const rows = await db.select().from(slider).where(eq(slider.zonaId, z.id)).orderBy(asc(slider.orden), asc(slider.id));
  return rows.map((r) => sliderOut(r, now));
}

export async function listOffers(db: Db | Tx, zona: string): Promise<ImagenOfertaAdmin[]> {
  const z = await zoneOf(db, zona);
  const rows = await db.select().from(imagenOferta).where(eq(imagenOferta.zonaId, z.id)).orderBy(asc(imagenOferta.orden), asc(imagenOferta.id));
  return rows.map(ofertaOut);
}

export async function listMessages(db: Db | Tx, zona: string): Promise<MensajeAdmin[]> {
  const z = await zoneOf(db, zona);
  const now = Date.now();
  const rows = await db
    .select()
    .from(mensajePublicidad)
    .where(eq(mensajePublicidad.zonaId, z.id))
    .orderBy(asc(mensajePublicidad.orden), asc(mensajePublicidad.id));
  return rows.map((r) => mensajeOut(r, now));
}

export async function listMenuLinks(db: Db | Tx, zona: string): Promise<LinkMenuAdmin[]> {
  const z = await zoneOf(db, zona);
  const rows = await db.select().from(linkMenu).where(eq(linkMenu.zonaId, z.id)).orderBy(desc(linkMenu.prioridad), asc(linkMenu.id));
  return rows.map(linkOut);
}

export async function zoneAdvertisingAdmin(db: Db, zona: string): Promise<PublicidadZona> {
  const z = await zoneOf(db, zona);
  const [s, o, m, l, d] = await Promise.all([
    listSliders(db, zona),
    listOffers(db, zona),
    listMessages(db, zona),
    listMenuLinks(db, zona),
    listFeatured(db, zona),
  ]);
  return { zona: z, slider: s, imagenOferta: o, mensajePublicidad: m, linkMenu: l, destacado: d };
}

// ---- sliders ----------------------------------------------------------------------------------------

export async function saveSlider(db: Db, zona: string, body: SliderBody, id?: number): Promise<SliderAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await db.transaction(async (tx) => {
    const antes = id ? await locked(tx, slider, z.id, id, sliderNotFound) : undefined;
    const check = new FieldCheck();
    const titulo = text(check, 'titulo', body.titulo);
    const url = body.url === undefined ? (antes?.url ?? null) : body.url?.trim() || null;
    if (url) check.add('url', linkUrlError(url));
    const w = windowOf(check, body, antes);
    const imagen = await poolImage(tx, check, 'imagenId', { zonaId: z.id, tipo: 'publicidad', id: body.imagenId, required: antes ? undefined : PUBLICIDAD_MESSAGES.imagenEscritorio });
    const imagenMovil = await poolImage(tx, check, 'imagenMovilId', { zonaId: z.id, tipo: 'publicidad', id: body.imagenMovilId, required: antes ? undefined : PUBLICIDAD_MESSAGES.imagenMovil });
    check.throwIfAny();
    const values = {
      titulo,
      url,
      ...w,
      ...(imagen && { imagen }),
      ...(imagenMovil && { imagenMovil }),
      ...(body.orden !== undefined && { orden: body.orden }),
      ...(body.estatus !== undefined && { estatus: body.estatus }),
    };
    const [row] = antes
      ? await tx.update(slider).set({ ...values, actualizadoEn: new Date() }).where(eq(slider.id, antes.id)).returning()
      : await tx
          .insert(slider)
          .values({ zonaId: z.id, ...values, imagen: imagen!, orden: body.orden ?? (await nextOrder(tx, slider, z.id)) })
          .returning();
    const view = (r: SliderRow | undefined) => r && { ...r, imagen: imageForAudit(r.imagen), imagenMovil: imageForAudit(r.imagenMovil) };
    await audit(tx, { recurso: 'slider', registroId: row!.id, accion: antes ? 'editar' : 'crear', antes: view(antes), despues: view(row) });
    return row!.id;
  });
  invalidateAdvertising(db);
  return (await listSliders(db, zona)).find((s) => s.id === savedId)!;
}

// ---- offer images -------------------------------------------------------------------------------------

export async function saveOffer(db: Db, zona: string, body: ImagenOfertaBody, id?: number): Promise<ImagenOfertaAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await db.transaction(async (tx) => {
    const antes = id ? await locked(tx, imagenOferta, z.id, id, ofertaNotFound) : undefined;
    const check = new FieldCheck();
    const url = body.url.trim();
    check.add('url', linkUrlError(url));
    const imagen = await poolImage(tx, check, 'imagenId', { zonaId: z.id, tipo: 'publicidad', id: body.imagenId, required: antes ? undefined : PUBLICIDAD_MESSAGES.imagenObligatoria });
    check.throwIfAny();
    const values = { url, ...(imagen && { imagen }), ...(body.orden !== undefined && { orden: body.orden }), ...(body.estatus !== undefined && { estatus: body.estatus }) };
    const [row] = antes
      ? await tx.update(imagenOferta).set({ ...values, actualizadoEn: new Date() }).where(eq(imagenOferta.id, antes.id)).returning()
      : await tx.insert(imagenOferta).values({ zonaId: z.id, ...values, imagen: imagen!, orden: body.orden ?? (await nextOrder(tx, imagenOferta, z.id)) }).returning();
    const view = (r: OfertaRow | undefined) => r && { ...r, imagen: imageForAudit(r.imagen) };
    await audit(tx, { recurso: 'imagen_oferta', registroId: row!.id, accion: antes ? 'editar' : 'crear', antes: view(antes), despues: view(row) });
    return row!.id;
  });
  invalidateAdvertising(db);
  return (await listOffers(db, zona)).find((s) => s.id === savedId)!;
}

// ---- messages ---------------------------------------------------------------------------------------

export async function saveMessage(db: Db, zona: string, body: MensajeBody, id?: number): Promise<MensajeAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await db.transaction(async (tx) => {
    const antes = id ? await locked(tx, mensajePublicidad, z.id, id, mensajeNotFound) : undefined;
    const check = new FieldCheck();
    const mensaje = text(check, 'mensaje', body.mensaje);
    const w = windowOf(check, body, antes);
    check.throwIfAny();
    const values = { mensaje, ...w, ...(body.orden !== undefined && { orden: body.orden }), ...(body.estatus !== undefined && { estatus: body.estatus }) };
    const [row] = antes
      ? await tx.update(mensajePublicidad).set({ ...values, actualizadoEn: new Date() }).where(eq(mensajePublicidad.id, antes.id)).returning()
      : await tx.insert(mensajePublicidad).values({ zonaId: z.id, ...values, orden: body.orden ?? (await nextOrder(tx, mensajePublicidad, z.id)) }).returning();
    await audit(tx, { recurso: 'mensaje_publicidad', registroId: row!.id, accion: antes ? 'editar' : 'crear', antes, despues: row });
    return row!.id;
  });
  invalidateAdvertising(db);
  return (await listMessages(db, zona)).find((s) => s.id === savedId)!;
}

// ---- menu links -------------------------------------------------------------------------------------

export async function saveMenuLink(db: Db, zona: string, body: LinkMenuBody, id?: number): Promise<LinkMenuAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await db.transaction(async (tx) => {
    const antes = id ? await locked(tx, linkMenu, z.id, id, linkNotFound) : undefined;
    const check = new FieldCheck();
    const nombre = text(check, 'nombre', body.nombre);
    const url = body.url.trim();
    check.add('url', linkUrlError(url, body.externo));
    check.throwIfAny();
    let prioridad = body.prioridad ?? antes?.prioridad;
    if (prioridad === undefined) {
      const [row] = await tx.select({ min: sql<number | null>`min(${linkMenu.prioridad})` }).from(linkMenu).where(eq(linkMenu.zonaId, z.id));
      // a new link goes last
      prioridad = Math.max(0, (row?.min ?? 10) - 10);
    }
    const values = { nombre, url, externo: body.externo, slug: slugify(nombre).slice(0, 80) || 'enlace', prioridad, ...(body.estatus !== undefined && { estatus: body.estatus }) };
    const [row] = antes
      ? await tx.update(linkMenu).set(values).where(eq(linkMenu.id, antes.id)).returning()
      : await tx.insert(linkMenu).values({ zonaId: z.id, ...values }).returning();
    await audit(tx, { recurso: 'link_menu', registroId: row!.id, accion: antes ? 'editar' : 'crear', antes, despues: row });
    return row!.id;
  });
  invalidateZones(db);
  return (await listMenuLinks(db, zona)).find((l) => l.id === savedId)!;
}

/** Menu links in the order given, first shown first: prioridad 10 x (count - position). */
export async function orderMenuLinks(db: Db, zona: string, ids: number[]): Promise<LinkMenuAdmin[]> {
  const z = await zoneOf(db, zona);
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(linkMenu).where(eq(linkMenu.zonaId, z.id)).for('update');
    const check = new FieldCheck();
    const own = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.some((i) => !own.has(i))) check.add('id', 'La lista debe nombrar enlaces de esta zona, cada uno una vez');
    check.throwIfAny();
    for (const [i, linkId] of ids.entries()) {
      const antes = rows.find((r) => r.id === linkId)!;
      const prioridad = (ids.length - i) * 10;
      if (antes.prioridad === prioridad) continue;
      await tx.update(linkMenu).set({ prioridad }).where(eq(linkMenu.id, linkId));
      await audit(tx, { recurso: 'link_menu', registroId: linkId, accion: 'editar', antes: { prioridad: antes.prioridad }, despues: { prioridad } });
    }
  });
  invalidateZones(db);
  return listMenuLinks(db, zona);
}

/** Sliders, offer images, messages or featured groups in the order given (orden 1..n). */
export async function orderRows(db: Db, zona: string, kind: OrderableKind, ids: number[]): Promise<void> {
  const z = await zoneOf(db, zona);
  const { table, recurso } = ORDERABLE[kind];
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id, orden: table.orden }).from(table).where(eq(table.zonaId, z.id)).for('update');
    const own = new Map(rows.map((r) => [r.id, r.orden]));
    const check = new FieldCheck();
    if (new Set(ids).size !== ids.length || ids.some((i) => !own.has(i))) check.add('id', 'La lista debe nombrar registros de esta zona, cada uno una vez');
    check.throwIfAny();
    for (const [i, rowId] of ids.entries()) {
      if (own.get(rowId) === i + 1) continue;
      await tx.update(table).set({ orden: i + 1 }).where(eq(table.id, rowId));
      await audit(tx, { recurso, registroId: rowId, accion: 'editar', antes: { orden: own.get(rowId) }, despues: { orden: i + 1 } });
    }
  });
  invalidateAdvertising(db);
}

export const ORDERABLE = {
  slider: { table: slider, recurso: 'slider', notFound: sliderNotFound },
  'imagen-oferta': { table: imagenOferta, recurso: 'imagen_oferta', notFound: ofertaNotFound },
  'mensaje-publicidad': { table: mensajePublicidad, recurso: 'mensaje_publicidad', notFound: mensajeNotFound },
  destacado: { table: destacado, recurso: 'destacado', notFound: destacadoNotFound },
} as const;
export type OrderableKind = keyof typeof ORDERABLE;

const STATUS_KINDS = { ...ORDERABLE, 'link-menu': { table: linkMenu, recurso: 'link_menu', notFound: linkNotFound } } as const;
export type StatusKind = keyof typeof STATUS_KINDS;

/** Activates or deactivates (toggles without estatus) a row of the zone. */
export async function setRowStatus(db: Db, zona: string, kind: StatusKind, id: number, estatus?: 1 | 2): Promise<void> {
  const z = await zoneOf(db, zona);
  const { table, recurso, notFound: missing } = STATUS_KINDS[kind];
  await changeStatus(db, { table, recurso, id, estatus, scope: eq(table.zonaId, z.id), notFound: missing });
  if (kind === 'link-menu') invalidateZones(db);
  else invalidateAdvertising(db);
}

/** The zone of each kind's rows, for history routes (another zone's row is not found). */
export async function assertRowInZone(db: Db, zona: string, kind: StatusKind, id: number): Promise<void> {
  const z = await zoneOf(db, zona);
  const { table, notFound: missing } = STATUS_KINDS[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.zonaId, z.id)));
  if (!row) throw missing();
}
