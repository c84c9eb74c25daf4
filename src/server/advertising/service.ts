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
import { cachedRead } from '../cache';
import { dropCatalogPages, type PageResult } from '../catalog/page-cache';
import { listSellable, type SellableScope } from '../catalog/sellable';
import { pageWindow, productPage, storefront } from '../catalog/storefront';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { zoneQuickLists } from '../quick-lists/service';
import { destacado, destacadoProducto, imagenOferta, mensajePublicidad, slider } from './tables';

interface TimedSlider extends Slider {
  desde: number | null;
  hasta: number | null;
}

interface ZoneAdvertising {
  slider: TimedSlider[];
  imagenOferta: ImagenOferta[];
  mensajePublicidad: MensajePublicidad[];
  /** The special group first, then by orden. */
  destacado: Destacado[];
}

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
    url: s.url,
    desde: s.vigenciaDesde?.getTime() ?? null,
    hasta: s.vigenciaHasta?.getTime() ?? null,
  }));
  const byOferta = groupByZone(ofertas, (o) => ({ id: o.id, imagen: o.imagen as Image, url: o.url }));
  const byMensaje = groupByZone(mensajes, (m) => ({ id: m.id, mensaje: m.mensaje }));
  const byDestacado = groupByZone(destacados, (d) => ({
    id: d.id,
    nombre: d.nombre,
    slug: d.slug,
    imagen: (d.imagen ?? null) as Destacado['imagen'],
    especial: d.especial,
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

function currentSliders(sliders: TimedSlider[], now: number): Slider[] {
  return sliders
    .filter((s) => (s.desde === null || s.desde <= now) && (s.hasta === null || now <= s.hasta))
    .map(({ desde: _desde, hasta: _hasta, ...s }) => s);
}

/** When the set of current sliders next changes (a window opens or closes), if ever. */
function nextSliderChange(sliders: TimedSlider[], now: number): number | undefined {
  const times = sliders.flatMap((s) => [s.desde, s.hasta === null ? null : s.hasta + 1]).filter((t): t is number => t !== null && t > now);
  return times.length ? Math.min(...times) : undefined;
}

export async function homePage(db: Db, req: { zona: string; usuarioTipoId: UsuarioTipoId | null | undefined }): Promise<PageResult<Inicio>> {
  const tienda = await storefront(db, req.zona, req.usuarioTipoId);
  const [ads, listaRapida] = await Promise.all([zoneAdvertising(db, tienda.zonaId), zoneQuickLists(db, tienda.zonaId)]);
  const [grupos, ofertas] = await Promise.all([
    listSellable(db, { ...tienda, scope: groupProducts(ads.destacado.map((d) => d.id)), limit: DESTACADO_INICIO_PRODUCTOS, perGroup: true }),
    listSellable(db, { ...tienda, scope: { oferta: true }, limit: OFERTA_INICIO_PRODUCTOS, total: false }),
  ]);
  const destacados = ads.destacado.flatMap((d) => {
    const own = grupos.rows.filter((r) => r.grupo === d.id);
    return own.length ? [{ ...d, producto: own.map((r) => r.producto), total: own[0]!.total }] : [];
  });
  const now = Date.now();
  const body = {
    slider: currentSliders(ads.slider, now),
    imagenOferta: ads.imagenOferta,
    mensajePublicidad: ads.mensajePublicidad,
    destacado: destacados,
    listaRapida,
    oferta: ofertas.rows.map((r) => r.producto),
  };
  return { body, keys: ['ads', 'listas', 'o', ...ads.destacado.map((d) => `d:${d.id}`)], expiresAt: nextSliderChange(ads.slider, now) };
}

/** A featured group by slug or numeric id, with a page of its products in the group's order. */
export async function featuredPage(
  db: Db,
  req: { zona: string; destacado: string; pagina: number; usuarioTipoId: UsuarioTipoId | null | undefined },
): Promise<PageResult<DestacadoPagina>> {
  const tienda = await storefront(db, req.zona, req.usuarioTipoId);
  const { destacado: groups } = await zoneAdvertising(db, tienda.zonaId);
  const group = /^\d+$/.test(req.destacado)
    ? groups.find((d) => d.id === Number(req.destacado))
    : groups.find((d) => d.slug === req.destacado);
  if (!group) throw notFound('Destacado no encontrado');
  const total = { cacheKey: `d:${group.id}|${tienda.zonaId}|${tienda.usuarioTipoId}`, keys: [`d:${group.id}`] };
  const page = await listSellable(db, { ...tienda, scope: groupProducts([group.id]), ...pageWindow(req.pagina), total });
  return { body: { destacado: group, ...productPage(page, req.pagina) }, keys: ['ads', `d:${group.id}`] };
}
