/**
 * Demo advertising and quick lists of every active zone: 3 sliders and 2 offer images (generated
 * banners), 3 advertising messages, 3 featured groups of 8-12 products and 4 quick lists with
 * suggested quantities. Products are picked from what each zone stocks, deterministically.
 */
import { sql } from 'drizzle-orm';
import { destacado, destacadoProducto, imagenOferta, mensajePublicidad, slider } from '../advertising/tables';
import type { ImagenProcesada } from '../catalog/tables';
import type { ImageStore } from '../media/images';
import { listaRapida, listaRapidaProducto } from '../quick-lists/tables';
import { slugify } from '../../shared/slug';
import type { Db, Tx } from '../db/client';
import { offerSvg, sliderSvg, type BannerArtwork } from './advertising-art';
import { CATALOG, type CatalogPlan, type ProductPlan } from './catalog-plan';
import { ZONES } from './settings-data';

interface BannerSeed extends BannerArtwork {
  /** Internal path below the zone ('/supermercado/viveres' becomes '/caracas/supermercado/viveres'). */
  ruta: string;
}

const paletteOf = (nombre: string) => CATALOG.find((c) => c.nombre === nombre)!.paleta;

const SLIDERS: BannerSeed[] = [
  { titulo: 'Su mercado en casa', subtitulo: 'Víveres, frescos y limpieza en un solo pedido', pictograma: 'saco', paleta: paletteOf('Víveres'), ruta: '/supermercado/viveres' },
  { titulo: 'Frescos del día', subtitulo: 'Frutas y verduras seleccionadas cada mañana', pictograma: 'fruta', paleta: paletteOf('Frutas y verduras'), ruta: '/supermercado/frutas-y-verduras' },
  { titulo: 'Listas rápidas', subtitulo: 'Llene su carrito con un solo toque', pictograma: 'caja', paleta: paletteOf('Limpieza'), ruta: '/lista-rapida' },
];

const OFFERS: BannerSeed[] = [
  { titulo: 'Hasta 25 %', subtitulo: 'en productos seleccionados', pictograma: 'paquete', paleta: paletteOf('Snacks y dulces'), ruta: '/etiqueta/precios-bajos' },
  { titulo: 'Bebidas', subtitulo: 'refresque su semana', pictograma: 'botella', paleta: paletteOf('Bebidas'), ruta: '/supermercado/bebidas' },
];

const MESSAGES = [
  'Entrega el mismo día en el horario que usted elija',
  'Atención al cliente de 7:30 a 22:00',
  'Pague en dólares o en bolívares con la tasa del día',
];

/** Quick lists: product line names (first presentation) with the suggested quantity. */
const QUICK_LISTS: { nombre: string; descripcion: string; items: [string, number][] }[] = [
  {
    nombre: 'Desayuno venezolano',
    descripcion: 'Arepas, queso, huevos y café: todo para el desayuno criollo.',
    items: [['Harina de maíz precocida blanca', 2], ['Queso blanco duro', 1], ['Mantequilla con sal', 1], ['Huevos blancos tamaño AA', 1], ['Café molido', 1], ['Jamón de pierna', 1], ['Caraotas negras', 1], ['Jugo de naranja', 2]],
  },
  {
    nombre: 'Limpieza del hogar',
    descripcion: 'Lo esencial para dejar la casa impecable.',
    items: [['Jabón en polvo', 1], ['Cloro', 2], ['Lavaplatos en crema', 1], ['Desinfectante multiuso', 1], ['Esponjas doble uso', 2], ['Papel higiénico doble hoja', 1], ['Bolsas para basura', 1], ['Limpiavidrios', 1]],
  },
  {
    nombre: 'Parrilla',
    descripcion: 'Carne, chorizo, yuca y bebidas para compartir.',
    items: [['Costilla de res', 2], ['Chorizo ahumado', 2], ['Salchichas para parrilla', 1], ['Muslos de pollo', 1], ['Yuca', 2], ['Pan canilla', 2], ['Cerveza pilsen lata', 12], ['Refresco de cola', 2], ['Ají dulce', 1], ['Cebolla blanca', 1]],
  },
  {
    nombre: 'Lonchera escolar',
    descripcion: 'Meriendas prácticas para toda la semana.',
    items: [['Pan de sándwich blanco', 1], ['Jamón de pavo', 1], ['Queso amarillo tipo gouda', 1], ['Jugo de manzana', 5], ['Galletas María', 2], ['Yogur líquido de durazno', 5], ['Manzana roja', 5]],
  },
];

export interface AdvertisingSeed {
  sliders: (typeof slider.$inferInsert)[];
  ofertas: (typeof imagenOferta.$inferInsert)[];
  mensajes: (typeof mensajePublicidad.$inferInsert)[];
  destacados: (typeof destacado.$inferInsert)[];
  destacadoProductos: (typeof destacadoProducto.$inferInsert)[];
  listas: (typeof listaRapida.$inferInsert)[];
  listaProductos: (typeof listaRapidaProducto.$inferInsert)[];
}

const byPopularity = (a: ProductPlan, b: ProductPlan) => b.popularidad - a.popularidad || a.id - b.id;

/** Featured groups of a zone: the second zone starts a little further down each ranking for variety. */
function featuredGroups(pool: ProductPlan[], zoneIndex: number) {
  const ranked = [...pool].sort(byPopularity);
  const skip = zoneIndex * 3;
  return [
    { nombre: 'Lo más vendido', especial: true, productos: ranked.slice(skip, skip + 10) },
    { nombre: 'Ofertas de la semana', especial: false, productos: ranked.filter((p) => p.descuento > 0).slice(skip, skip + 12) },
    { nombre: 'Hecho en Venezuela', especial: false, productos: ranked.filter((p) => p.etiquetas.includes('Hecho en Venezuela')).slice(skip, skip + 9) },
  ];
}

async function renderBanners(uploads: ImageStore, light: boolean, count: number, kind: 'slider' | 'imagen-oferta', seeds: BannerSeed[]) {
  const svg = kind === 'slider' ? sliderSvg : offerSvg;
  const images: ImagenProcesada[] = [];
  for (let i = 0; i < count; i++) {
    // light mode (test templates) renders one banner per kind and reuses it
    const seed = seeds[i % seeds.length]!;
    images.push(light && i > 0 ? images[0]! : await uploads.saveImage(`${kind}/${i + 1}`, Buffer.from(svg(seed))));
  }
  return images;
}

export async function planAdvertising(catalog: CatalogPlan, uploads: ImageStore, light: boolean): Promise<AdvertisingSeed> {
  const zones = ZONES.filter((z) => z.estatus === 1);
  const [sliderImages, offerImages] = await Promise.all([
    renderBanners(uploads, light, zones.length * SLIDERS.length, 'slider', SLIDERS),
    renderBanners(uploads, light, zones.length * OFFERS.length, 'imagen-oferta', OFFERS),
  ]);
  const seed: AdvertisingSeed = { sliders: [], ofertas: [], mensajes: [], destacados: [], destacadoProductos: [], listas: [], listaProductos: [] };
  zones.forEach((z, zi) => {
    const pool = catalog.productos.filter((p) => p.estatus === 1 && (p.zonaId === null || p.zonaId === z.id));
    SLIDERS.forEach((s, i) => {
      const id = seed.sliders.length + 1;
      seed.sliders.push({ id, zonaId: z.id, titulo: s.titulo, imagen: sliderImages[id - 1]!, url: `/${z.slug}${s.ruta}`, orden: i + 1 });
    });
    OFFERS.forEach((o, i) => {
      const id = seed.ofertas.length + 1;
      seed.ofertas.push({ id, zonaId: z.id, imagen: offerImages[id - 1]!, url: `/${z.slug}${o.ruta}`, orden: i + 1 });
    });
    MESSAGES.forEach((mensaje, i) => seed.mensajes.push({ id: seed.mensajes.length + 1, zonaId: z.id, mensaje, orden: i + 1 }));
    featuredGroups(pool, zi).forEach((g, i) => {
      const id = seed.destacados.length + 1;
      seed.destacados.push({ id, zonaId: z.id, nombre: g.nombre, slug: slugify(g.nombre), especial: g.especial, orden: i + 1 });
      g.productos.forEach((p, k) => seed.destacadoProductos.push({ destacadoId: id, productoId: p.id, orden: k + 1 }));
    });
    QUICK_LISTS.forEach((l, i) => {
      const id = seed.listas.length + 1;
      seed.listas.push({ id, zonaId: z.id, nombre: l.nombre, slug: slugify(l.nombre), descripcion: l.descripcion, orden: i + 1 });
      l.items.forEach(([linea, cantidad], k) => {
        const p = pool.find((x) => x.nombreCorto === linea);
        if (p) seed.listaProductos.push({ listaRapidaId: id, productoId: p.id, cantidad, orden: k + 1 });
      });
    });
  });
  return seed;
}

const SERIAL_TABLES = ['slider', 'imagen_oferta', 'mensaje_publicidad', 'destacado', 'lista_rapida'];

export async function insertAdvertising(db: Db | Tx, seed: AdvertisingSeed): Promise<void> {
  await db.insert(slider).values(seed.sliders);
  await db.insert(imagenOferta).values(seed.ofertas);
  await db.insert(mensajePublicidad).values(seed.mensajes);
  await db.insert(destacado).values(seed.destacados);
  await db.insert(destacadoProducto).values(seed.destacadoProductos);
  await db.insert(listaRapida).values(seed.listas);
  await db.insert(listaRapidaProducto).values(seed.listaProductos);
  for (const table of SERIAL_TABLES) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
  }
}
