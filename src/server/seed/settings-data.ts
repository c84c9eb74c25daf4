/** Zones with their menu links, currencies and business settings of the demo. */
import { slugify } from '../../shared/slug';

export const ZONES = [
  { id: 1, slug: 'caracas', nombre: 'Caracas', estatus: 1, orden: 1 },
  { id: 2, slug: 'valencia', nombre: 'Valencia', estatus: 1, orden: 2 },
  { id: 3, slug: 'maracaibo', nombre: 'Maracaibo', estatus: 2, orden: 3 },
];

interface LinkSeed {
  nombre: string;
  /** Internal paths use {zona} for the zone slug. */
  url: string;
  externo: boolean;
  prioridad: number;
}

const BLOG: LinkSeed = { nombre: 'Blog de recetas', url: 'https://blog.mercadoenzonas.com.ve', externo: true, prioridad: 10 };
const INSTAGRAM: LinkSeed = { nombre: 'Instagram', url: 'https://www.instagram.com/mercadoenzonas', externo: true, prioridad: 5 };
const CUSTOMER_SERVICE: LinkSeed = { nombre: 'Atención al cliente', url: '/atencion-cliente', externo: false, prioridad: 20 };

const LINKS_BY_ZONE: Record<number, LinkSeed[]> = {
  1: [
    { nombre: 'Ofertas', url: '/{zona}/etiqueta/precios-bajos', externo: false, prioridad: 50 },
    { nombre: 'Listas rápidas', url: '/{zona}/lista-rapida', externo: false, prioridad: 40 },
    { nombre: 'Lo nuevo', url: '/{zona}/etiqueta/nuevo', externo: false, prioridad: 30 },
    CUSTOMER_SERVICE,
    BLOG,
    INSTAGRAM,
  ],
  2: [
    { nombre: 'Ofertas', url: '/{zona}/etiqueta/precios-bajos', externo: false, prioridad: 50 },
    { nombre: 'Hecho en Venezuela', url: '/{zona}/etiqueta/hecho-en-venezuela', externo: false, prioridad: 35 },
    { nombre: 'Listas rápidas', url: '/{zona}/lista-rapida', externo: false, prioridad: 30 },
    CUSTOMER_SERVICE,
    INSTAGRAM,
  ],
  3: [
    { nombre: 'Ofertas', url: '/{zona}/etiqueta/precios-bajos', externo: false, prioridad: 50 },
    { nombre: 'Víveres', url: '/{zona}/supermercado/viveres', externo: false, prioridad: 25 },
    CUSTOMER_SERVICE,
    BLOG,
  ],
};

export function menuLinks(): { id: number; zonaId: number; nombre: string; url: string; externo: boolean; slug: string; prioridad: number }[] {
  let id = 0;
  return ZONES.flatMap((z) =>
    LINKS_BY_ZONE[z.id]!.map((l) => ({
      id: ++id,
      zonaId: z.id,
      nombre: l.nombre,
      url: l.url.replace('{zona}', z.slug),
      externo: l.externo,
      slug: slugify(l.nombre),
      prioridad: l.prioridad,
    })),
  );
}

export const CURRENCIES = [
  { id: 1, tipo: 'dollar', nombre: 'Dólar', simbolo: '$', tasa: '1.0000', sistema: true, default: true },
  { id: 2, tipo: 'bolivar', nombre: 'Bolívar', simbolo: 'Bs.', tasa: '245.8700', sistema: false, default: false },
];

/**
 * The bolivar rate's last 30 days, one change a day ending at today's rate (the settings screen's chart):
 * a steady slide of about 0.4 % a day, as the official rate moves.
 */
export function rateHistory(now = new Date()): { monedaId: number; tasa: string; anterior: string | null; usuarioEmail: string; fecha: Date }[] {
  const today = Number(CURRENCIES[1]!.tasa);
  const days = 30;
  const rateOn = (back: number) => (today * (1 - 0.004 * back)).toFixed(4);
  return Array.from({ length: days }, (_, i) => {
    const back = days - 1 - i;
    const fecha = new Date(now.getTime() - back * 86_400_000);
    if (back > 0) fecha.setUTCHours(13, 0, 0, 0);
    return { monedaId: 2, tasa: rateOn(back), anterior: back === days - 1 ? null : rateOn(back + 1), usuarioEmail: 'admin@demo.ve', fecha };
  });
}

export const SETTINGS: Record<string, string> = {
  minimoCompra: '20.00',
  iconoCategoria: 'storefront',
  costoempaquetado: '0.50',
  horarioAtencion: '7:30-22:00',
  telefonoAtencion: '0212-555-0101',
  correoAtencion: 'atencion@mercadoenzonas.com.ve',
};
