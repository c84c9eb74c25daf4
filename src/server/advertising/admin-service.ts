/**
 * The advertising back office of a zone (ROLE_PUBLICIDAD + ROLE_ZONA_<zona>): sliders (desktop and
 * phone images), offer images, advertising messages, menu links and featured groups. Every body is
 * checked whole before anything is written (Spanish field errors, 422); every write is audited in its
 * transaction and then invalidates the storefront's caches (advertising, or zones for menu links).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  DestacadoAdmin,
  DestacadoBody,
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
import type { ImagenProcesada } from '../catalog/tables';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { conflict, notFound } from '../errors';
import type { ImageStore } from '../media/images';
import { invalidateZones, inStaffZones, type StaffZones } from '../zones/service';
import { linkMenu, zona } from '../zones/tables';
import { checkPicked, FieldCheck, wireImage, iso, poolImage, productsById, showing, text, windowOf, zoneOf } from './admin-shared';
import { invalidateAdvertising } from './service';
import { destacado, destacadoProducto, imagenOferta, mensajePublicidad, slider } from './tables';

const sliderNotFound = () => notFound('Slider no encontrado');
const ofertaNotFound = () => notFound('Imagen de oferta no encontrada');
const mensajeNotFound = () => notFound('Mensaje no encontrado');
const linkNotFound = () => notFound('Enlace del menú no encontrado');
const destacadoNotFound = () => notFound('Destacado no encontrado');

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

export async function listFeatured(db: Db | Tx, zona: string, only?: number): Promise<DestacadoAdmin[]> {
  const z = await zoneOf(db, zona);
  const now = Date.now();
  const groups = await db
    .select()
    .from(destacado)
    .where(and(eq(destacado.zonaId, z.id), only ? eq(destacado.id, only) : undefined))
    .orderBy(desc(destacado.especial), asc(destacado.orden), asc(destacado.id));
  const links = groups.length
    ? await db
        .select()
        .from(destacadoProducto)
        .where(inArray(destacadoProducto.destacadoId, groups.map((g) => g.id)))
        .orderBy(asc(destacadoProducto.orden), asc(destacadoProducto.productoId))
    : [];
  const products = await productsById(db, z.id, [...new Set(links.map((l) => l.productoId))]);
  return groups.map((g) => ({
    id: g.id,
    zonaId: g.zonaId,
    nombre: g.nombre,
    slug: g.slug,
    imagen: wireImage(g.imagen),
    orden: g.orden,
    estatus: g.estatus,
    especial: g.especial,
    vigenciaDesde: iso(g.vigenciaDesde),
    vigenciaHasta: iso(g.vigenciaHasta),
    vigente: showing(g, now),
    producto: links.filter((l) => l.destacadoId === g.id).flatMap((l) => products.get(l.productoId) ?? []),
  }));
}

export async function getFeatured(db: Db | Tx, zona: string, id: number): Promise<DestacadoAdmin> {
  const [g] = await listFeatured(db, zona, id);
  if (!g) throw destacadoNotFound();
  return g;
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

// ---- shared write steps -------------------------------------------------------------------------------

/** Locks a row of the zone; another zone's row is not found. */
async function locked<T extends typeof slider | typeof imagenOferta | typeof mensajePublicidad | typeof destacado | typeof linkMenu>(
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

async function nextOrder(tx: Db | Tx, table: typeof slider | typeof imagenOferta | typeof mensajePublicidad | typeof destacado, zonaId: number) {
  const [row] = await tx.select({ max: sql<number | null>`max(${table.orden})` }).from(table).where(eq(table.zonaId, zonaId));
  return (row?.max ?? 0) + 1;
}

const imageForAudit = (img: ImagenProcesada | null | undefined) => img?.sizes.md ?? null;

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

// ---- featured groups --------------------------------------------------------------------------------

async function writeGroupProducts(tx: Tx, destacadoId: number, ids: number[]): Promise<void> {
  await tx.delete(destacadoProducto).where(eq(destacadoProducto.destacadoId, destacadoId));
  if (ids.length) await tx.insert(destacadoProducto).values(ids.map((productoId, i) => ({ destacadoId, productoId, orden: i + 1 })));
}

async function groupProductIds(tx: Tx, destacadoId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: destacadoProducto.productoId })
    .from(destacadoProducto)
    .where(eq(destacadoProducto.destacadoId, destacadoId))
    .orderBy(asc(destacadoProducto.orden), asc(destacadoProducto.productoId));
  return rows.map((r) => r.id);
}

async function withSlugConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!uniqueViolationField(e, { destacado_zona_slug_uq: 'slug' }, 'slug')) throw e;
    throw conflict('El destacado ya existe', { slug: PUBLICIDAD_MESSAGES.slugTomado });
  }
}

export async function saveFeatured(db: Db, zona: string, body: DestacadoBody, id?: number): Promise<DestacadoAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await withSlugConflict(() =>
    db.transaction(async (tx) => {
      const antes = id ? await locked(tx, destacado, z.id, id, destacadoNotFound) : undefined;
      const check = new FieldCheck();
      const nombre = text(check, 'nombre', body.nombre);
      const slug = body.slug?.trim() ? slugify(body.slug) : (antes?.slug ?? slugify(nombre));
      if (nombre && !slug) check.add('slug', 'Use letras, números y guiones');
      const w = windowOf(check, body, antes);
      const imagen = await poolImage(tx, check, 'imagenId', { zonaId: z.id, tipo: 'publicidad', id: body.imagenId });
      const picked = body.producto ? await checkPicked(tx, check, z.id, body.producto) : undefined;
      if (slug) {
        const [same] = await tx
          .select({ id: destacado.id })
          .from(destacado)
          .where(and(eq(destacado.zonaId, z.id), eq(destacado.slug, slug), antes ? ne(destacado.id, antes.id) : undefined));
        if (same) check.add('slug', PUBLICIDAD_MESSAGES.slugTomado);
      }
      check.throwIfAny();
      const values = {
        nombre,
        slug,
        ...w,
        ...(imagen !== undefined && { imagen }),
        ...(body.orden !== undefined && { orden: body.orden }),
        ...(body.estatus !== undefined && { estatus: body.estatus }),
      };
      const [row] = antes
        ? await tx.update(destacado).set({ ...values, actualizadoEn: new Date() }).where(eq(destacado.id, antes.id)).returning()
        : await tx.insert(destacado).values({ zonaId: z.id, ...values, orden: body.orden ?? (await nextOrder(tx, destacado, z.id)) }).returning();
      const productosAntes = antes ? await groupProductIds(tx, antes.id) : [];
      if (picked) await writeGroupProducts(tx, row!.id, picked.map((p) => p.id));
      const view = (r: typeof row | undefined, productos: number[]) => r && { ...r, imagen: imageForAudit(r.imagen), producto: productos };
      await audit(tx, {
        recurso: 'destacado',
        registroId: row!.id,
        accion: antes ? 'editar' : 'crear',
        antes: view(antes, productosAntes),
        despues: view(row, picked ? picked.map((p) => p.id) : productosAntes),
      });
      return row!.id;
    }),
  );
  invalidateAdvertising(db);
  return getFeatured(db, zona, savedId);
}

/** Replaces a featured group's products by these, in this order. */
export async function setFeaturedProducts(db: Db, zona: string, id: number, ids: number[]): Promise<DestacadoAdmin> {
  const z = await zoneOf(db, zona);
  await db.transaction(async (tx) => {
    await locked(tx, destacado, z.id, id, destacadoNotFound);
    const check = new FieldCheck();
    const picked = await checkPicked(tx, check, z.id, ids);
    check.throwIfAny();
    const antes = await groupProductIds(tx, id);
    await writeGroupProducts(tx, id, picked.map((p) => p.id));
    await audit(tx, { recurso: 'destacado', registroId: id, accion: 'editar', antes: { producto: antes }, despues: { producto: picked.map((p) => p.id) } });
  });
  invalidateAdvertising(db);
  return getFeatured(db, zona, id);
}

/** Uploads a featured group's image straight to the group. */
export async function setFeaturedImage(db: Db, images: ImageStore, zona: string, id: number, input: Buffer): Promise<DestacadoAdmin> {
  const z = await zoneOf(db, zona);
  await getFeatured(db, zona, id);
  const imagen = await images.saveImage(`destacado/${z.id}/${id}`, input);
  await db.transaction(async (tx) => {
    const antes = await locked(tx, destacado, z.id, id, destacadoNotFound);
    await tx.update(destacado).set({ imagen, actualizadoEn: new Date() }).where(eq(destacado.id, id));
    await audit(tx, { recurso: 'destacado', registroId: id, accion: 'imagen', antes: { imagen: imageForAudit(antes.imagen) }, despues: { imagen: imagen.sizes.md } });
  });
  invalidateAdvertising(db);
  return getFeatured(db, zona, id);
}

/** Makes a group the zone's special one (shown first); the previous special group stops being it. */
export async function setSpecialFeatured(db: Db, zona: string, id: number): Promise<DestacadoAdmin> {
  const z = await zoneOf(db, zona);
  await db.transaction(async (tx) => {
    await locked(tx, destacado, z.id, id, destacadoNotFound);
    const previous = await tx
      .update(destacado)
      .set({ especial: false, actualizadoEn: new Date() })
      .where(and(eq(destacado.zonaId, z.id), eq(destacado.especial, true), ne(destacado.id, id)))
      .returning({ id: destacado.id });
    for (const p of previous) await audit(tx, { recurso: 'destacado', registroId: p.id, accion: 'editar', antes: { especial: true }, despues: { especial: false } });
    const [row] = await tx.select({ especial: destacado.especial }).from(destacado).where(eq(destacado.id, id));
    if (!row!.especial) {
      await tx.update(destacado).set({ especial: true, actualizadoEn: new Date() }).where(eq(destacado.id, id));
      await audit(tx, { recurso: 'destacado', registroId: id, accion: 'editar', antes: { especial: false }, despues: { especial: true } });
    }
  });
  invalidateAdvertising(db);
  return getFeatured(db, zona, id);
}
