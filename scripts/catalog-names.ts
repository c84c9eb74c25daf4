/**
 * Product names for a large generated catalog: every product line of the demo catalog (its kind and
 * category) combined with brands, variants and presentations, enumerated in mixed radix so names
 * spread evenly over the categories and the first ones are all different.
 */
import { CATALOG } from '../src/server/seed/catalog-plan';

export interface GeneratedName {
  nombre: string;
  marca: string;
  /** Sub-category name of the demo catalog the product belongs to. */
  subcategoria: string;
  /** Base price in USD cents. */
  cents: number;
}

const EXTRA_BRANDS = [
  'Alimentos Polar', 'Mavesa', 'Nestlé', 'La Campiña', 'Plumrose', 'Montalbán', 'El Tunal', 'Santa Teresa',
  'Primor', 'Juana', 'Pampero', 'Kraft', 'La Lucha', 'El Sabor', 'Vallenata', 'Paisa', 'Los Andes',
  'Mary', 'Ronco', 'Capri', 'Coposa', 'Frica', 'Purolomo', 'Torondoy', 'Migurt', 'Flor de Aragua',
  'Tío Rico', 'Savoy', 'Konfit', 'Oderich',
];
const VARIANTS = ['', 'clásico', 'premium', 'light', 'familiar', 'económico', 'selección', 'tradicional', 'extra', 'especial', 'original', 'suave', 'intenso', 'natural'];
const PACKS = ['', 'pack x3', 'pack x6', 'caja x12'];

interface Line {
  base: string;
  presentaciones: string[];
  cents: number;
  subcategoria: string;
  marcas: string[];
}

function lines(): Line[] {
  return CATALOG.flatMap((top) =>
    top.subcategorias.flatMap((sub) =>
      sub.productos.map((raw) => {
        const [base = '', presentaciones = '', precios = '1'] = raw.split('|').map((s) => s.trim());
        return {
          base,
          presentaciones: presentaciones.split(',').map((s) => s.trim()),
          cents: Math.round(Number(precios.split(',')[0]) * 100),
          subcategoria: sub.nombre,
          marcas: [...top.marcas, ...EXTRA_BRANDS],
        };
      }),
    ),
  );
}

/** The i-th generated name (i >= 0). */
export function nameGenerator(): (i: number) => GeneratedName {
  const all = lines();
  return (i) => {
    const line = all[i % all.length]!;
    let rest = Math.floor(i / all.length);
    const marca = line.marcas[rest % line.marcas.length]!;
    rest = Math.floor(rest / line.marcas.length);
    const variant = VARIANTS[rest % VARIANTS.length]!;
    rest = Math.floor(rest / VARIANTS.length);
    const presentacion = line.presentaciones[rest % line.presentaciones.length]!;
    const pack = PACKS[Math.floor(rest / line.presentaciones.length) % PACKS.length]!;
    const nombre = [line.base, variant, marca, presentacion, pack].filter(Boolean).join(' ');
    const factor = (1 + (variant === 'premium' ? 0.3 : 0)) * (pack === '' ? 1 : Number(pack.replace(/\D/g, '')) * 0.95);
    return { nombre, marca, subcategoria: line.subcategoria, cents: Math.max(30, Math.round(line.cents * factor)) };
  };
}
