/**
 * The home page of a zone and its featured groups. The advertising content (sliders, offer images,
 * messages, featured groups) is user-independent: read for every zone at once through the public
 * cache, sliders filtered by their validity window at request time. Products come from the one
 * sellable query: the first products of every featured group in one statement, the offers in another.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DESTACADO_INICIO_PRODUCTOS,
  OFERTA_INICIO_PRODUCTOS,
  type Destacado,
  type DestacadoPagina,
  type ImagenOferta,
  type Inicio,
  type MensajePublicidad,
  type Slider,
} from '../../shared/contracts/catalog-pages';
import { Estatus, type UsuarioTipoId } from '../../shared/enums';
import { vigenteEn } from '../../shared/publicidad-rules';
import { cachedRead } from '../cache';
import { dropCatalogPages, type PageResult } from '../catalog/page-cache';
import { listSellable, type SellableScope } from '../catalog/sellable';
import { pageWindow, productPage, storefront } from '../catalog/storefront';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { zoneQuickLists } from '../quick-lists/service';
import { destacado, destacadoProducto, imagenOferta, mensajePublicidad, slider } from './tables';

/** A row with its validity window (ms; null: open), filtered at request time. */
type Timed<T> = T & { desde: number | null; hasta: number | null };

interface ZoneAdvertising {
  slider: Timed<Slider>[];
  imagenOferta: ImagenOferta[];
  mensajePublicidad: Timed<MensajePublicidad>[];
  /** The special group first, then by orden. */
  destacado: Timed<Destacado>[];
}

const validity = (row: { vigenciaDesde: Date | null; vigenciaHasta: Date | null }) => ({
  desde: row.vigenciaDesde?.getTime() ?? null,
  hasta: row.vigenciaHasta?.getTime() ?? null,
});

type Image = Slider['imagen'];

function groupByZone<T extends { zonaId: number }, U>(rows: T[], map: (row: T) => U): Map<number, U[]> {
  const out = new Map<number, U[]>();
  for (const row of rows) {
    const list = out.get(row.zonaId) ?? [];
    list.push(map(row));
    out.set(row.zonaId, list);
  }
  return out;
}

const advertising = cachedRead('publicidad', async (db): Promise<Map<number, ZoneAdvertising>> => {
  const [sliders, ofertas, mensajes, destacados] = await Promise.all([
    db.select().from(slider).where(eq(slider.estatus, Estatus.ACTIVO)).orderBy(asc(slider.orden), asc(slider.id)),
    db.select().from(imagenOferta).where(eq(imagenOferta.estatus, Estatus.ACTIVO)).orderBy(asc(imagenOferta.orden), asc(imagenOferta.id)),
    db.select().from(mensajePublicidad).where(eq(mensajePublicidad.estatus, Estatus.ACTIVO)).orderBy(asc(mensajePublicidad.orden), asc(mensajePublicidad.id)),
    db
      .select()
      .from(destacado)
      .where(eq(destacado.estatus, Estatus.ACTIVO))
      .orderBy(desc(destacado.especial), asc(destacado.orden), asc(destacado.id)),
  ]);
  const bySlider = groupByZone(sliders, (s) => ({
    id: s.id,
    titulo: s.titulo,
    imagen: s.imagen as Image,
    ...(s.imagenMovil && { imagenMovil: s.imagenMovil as Image }),
    url: s.url,
    ...validity(s),
  }));
  const byOferta = groupByZone(ofertas, (o) => ({ id: o.id, imagen: o.imagen as Image, url: o.url }));
  const byMensaje = groupByZone(mensajes, (m) => ({ id: m.id, mensaje: m.mensaje, ...validity(m) }));
  const byDestacado = groupByZone(destacados, (d) => ({
    id: d.id,
    nombre: d.nombre,
    slug: d.slug,
    imagen: (d.imagen ?? null) as Destacado['imagen'],
    especial: d.especial,
    ...validity(d),
  }));
  const zones = new Set([...bySlider.keys(), ...byOferta.keys(), ...byMensaje.keys(), ...byDestacado.keys()]);
  return new Map(
    [...zones].map((z) => [
      z,
      {
        slider: bySlider.get(z) ?? [],
        imagenOferta: byOferta.get(z) ?? [],
        mensajePublicidad: byMensaje.get(z) ?? [],
        destacado: byDestacado.get(z) ?? [],
      },
    ]),
  );
});

const EMPTY: ZoneAdvertising = { slider: [], imagenOferta: [], mensajePublicidad: [], destacado: [] };

async function zoneAdvertising(db: Db, zonaId: number): Promise<ZoneAdvertising> {
  return (await advertising.get(db)).get(zonaId) ?? EMPTY;
}

/** Call after any change to a slider, offer image, advertising message or featured group (or its products). */
export function invalidateAdvertising(db: Db): void {
  advertising.invalidate(db);
  // a group's products may have changed too: its page and the homes, with the other advertising pages
  dropCatalogPages(db, ['ads']);
}

/** The products of featured groups, grouped by group, in each group's order. */
function groupProducts(ids: number[]): SellableScope {
  return {
    enlace: {
      table: destacadoProducto,
      productoId: destacadoProducto.productoId,
      where: inArray(destacadoProducto.destacadoId, ids.length ? ids : [0]),
      orden: destacadoProducto.orden,
      grupo: destacadoProducto.destacadoId,
    },
  };
}

/** The rows valid at `now`, without their window. */
function current<T>(rows: Timed<T>[], now: number): T[] {
  return rows.filter((r) => vigenteEn(r.desde, r.hasta, now)).map(({ desde: _desde, hasta: _hasta, ...r }) => r as T);
}

/** The zone's advertising as the storefront shows it at `now` (a later moment previews a schedule). */
async function advertisingAt(db: Db, zonaId: number, now: number) {
  const ads = await zoneAdvertising(db, zonaId);
  return {
    slider: current(ads.slider, now),
    imagenOferta: ads.imagenOferta,
    mensajePublicidad: current(ads.mensajePublicidad, now),
    destacado: current(ads.destacado, now),
  };
}

/**
 * The earliest moment after `now` at which some row of the zone enters or leaves its window, or null:
 * a prepared (cached) home answer must not outlive it.
 */
export async function nextAdvertisingChange(db: Db, zonaId: number, now = Date.now()): Promise<number | null> {
  const ads = await zoneAdvertising(db, zonaId);
  const times = [...ads.slider, ...ads.mensajePublicidad, ...ads.destacado]
    .flatMap((r) => [r.desde, r.hasta === null ? null : r.hasta + 1])
    .filter((t): t is number => t !== null && t > now);
  return times.length ? Math.min(...times) : null;
}

export async function homePage(
  db: Db,
  req: { zona: string; usuarioTipoId: UsuarioTipoId | null | undefined; momento?: number },
): Promise<PageResult<Inicio>> {
  const tienda = await storefront(db, req.zona, req.usuarioTipoId);
  const now = req.momento ?? Date.now();
  const [ads, listaRapida, expiresAt] = await Promise.all([
    advertisingAt(db, tienda.zonaId, now),
    zoneQuickLists(db, tienda.zonaId),
    nextAdvertisingChange(db, tienda.zonaId, now),
  ]);
  const [grupos, ofertas] = await Promise.all([
    listSellable(db, { ...tienda, scope: groupProducts(ads.destacado.map((d) => d.id)), limit: DESTACADO_INICIO_PRODUCTOS, perGroup: true }),
    listSellable(db, { ...tienda, scope: { oferta: true }, limit: OFERTA_INICIO_PRODUCTOS, total: false }),
  ]);
  const destacados = ads.destacado.flatMap((d) => {
    const own = grupos.rows.filter((r) => r.grupo === d.id);
    return own.length ? [{ ...d, producto: own.map((r) => r.producto), total: own[0]!.total }] : [];
  });
  const body = {
    slider: ads.slider,
    imagenOferta: ads.imagenOferta,
    mensajePublicidad: ads.mensajePublicidad,
    destacado: destacados,
    listaRapida,
    oferta: ofertas.rows.map((r) => r.producto),
  };
  // the prepared answer lives until a slider, message or featured group enters or leaves its window
  return { body, keys: ['ads', 'listas', 'o', ...ads.destacado.map((d) => `d:${d.id}`)], expiresAt: expiresAt ?? undefined };
}

/** A featured group by slug or numeric id, with a page of its products in the group's order. */
export async function featuredPage(
  db: Db,
  req: { zona: string; destacado: string; pagina: number; usuarioTipoId: UsuarioTipoId | null | undefined },
): Promise<PageResult<DestacadoPagina>> {
  const tienda = await storefront(db, req.zona, req.usuarioTipoId);
  const now = Date.now();
  const [{ destacado: groups }, expiresAt] = await Promise.all([advertisingAt(db, tienda.zonaId, now), nextAdvertisingChange(db, tienda.zonaId, now)]);
  const group = /^\d+$/.test(req.destacado)
    ? groups.find((d) => d.id === Number(req.destacado))
    : groups.find((d) => d.slug === req.destacado);
  if (!group) throw notFound('Destacado no encontrado');
  const total = { cacheKey: `d:${group.id}|${tienda.zonaId}|${tienda.usuarioTipoId}`, keys: [`d:${group.id}`] };
  const page = await listSellable(db, { ...tienda, scope: groupProducts([group.id]), ...pageWindow(req.pagina), total });
  return { body: { destacado: group, ...productPage(page, req.pagina) }, keys: ['ads', `d:${group.id}`], expiresAt: expiresAt ?? undefined };
}
