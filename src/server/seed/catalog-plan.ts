/**
 * Turns the demo catalog (catalog-pantry, -fresh, -drinks, -home) into rows with explicit ids: categories,
 * tags, products and their tag links. Deterministic: every choice comes from the seeded PRNG.
 */
import { slugify } from '../../shared/slug';
import { DRINKS_CATEGORIES } from './catalog-drinks';
import { FRESH_CATEGORIES } from './catalog-fresh';
import { HOME_CATEGORIES } from './catalog-home';
import { PANTRY_CATEGORIES } from './catalog-pantry';
import type { CategorySeed, Palette, Pictogram } from './catalog-types';
import type { Random } from './random';
import { centsToAmount, ean13 } from './text';

export const CATALOG: CategorySeed[] = [...PANTRY_CATEGORIES, ...FRESH_CATEGORIES, ...DRINKS_CATEGORIES, ...HOME_CATEGORIES];

export const TAGS = ['Nuevo', 'Importado', 'Sin gluten', 'Orgánico', 'Hecho en Venezuela', 'Precios bajos'] as const;
type Tag = (typeof TAGS)[number];

export interface CategoryPlan {
  id: number;
  nombre: string;
  slug: string;
  padreId: number | null;
  icono: string | null;
  orden: number;
  /** Index of its top-level category in CATALOG. */
  top: number;
  pictograma: Pictogram;
}

export interface ProductPlan {
  id: number;
  nombre: string;
  slug: string;
  codigo: string;
  marca: string;
  descripcion: string;
  categoriaId: number;
  impuesto: string;
  popularidad: number;
  estatus: 1 | 2;
  /** Base price in USD cents (normal plan, reference zone). */
  precioCents: number;
  /** Offer as a fraction off the price (0 = no offer). */
  descuento: number;
  /** Zones it is stocked in; null = every zone. */
  zonaId: number | null;
  etiquetas: Tag[];
  /** Image content: the short name, its presentation and the drawing. */
  nombreCorto: string;
  presentacion: string;
  pictograma: Pictogram;
  paleta: Palette;
  top: number;
}

export interface CatalogPlan {
  categorias: CategoryPlan[];
  productos: ProductPlan[];
}

interface ProductLine {
  base: string;
  presentaciones: string[];
  cents: number[];
  flags: string[];
}

function toCents(amount: string): number {
  const [units = '0', decimals = ''] = amount.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

function parseLine(line: string): ProductLine {
  const [base = '', presentaciones = '', precios = '0', flags = ''] = line.split('|').map((s) => s.trim());
  return {
    base,
    presentaciones: presentaciones.split(',').map((s) => s.trim()),
    cents: precios.split(',').map((s) => toCents(s.trim())),
    flags: flags.split(/\s+/).filter(Boolean),
  };
}

/** Quantity of a presentation in a common unit (g, ml or pieces), null when not comparable. */
function quantity(presentacion: string): { value: number; unit: string } | null {
  const m = /^([\d.]+)\s*(kg|g|L|ml|m|\w+)/.exec(presentacion);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2]!;
  if (unit === 'kg') return { value: n * 1000, unit: 'g' };
  if (unit === 'L') return { value: n * 1000, unit: 'ml' };
  return { value: n, unit };
}

/** Larger presentations cost less per unit. */
function presentationCents(cents: number, first: string, current: string, index: number): number {
  const a = quantity(first);
  const b = quantity(current);
  const ratio = a && b && a.unit === b.unit ? b.value / a.value : index + 1;
  return Math.max(30, Math.round(cents * Math.pow(ratio, 0.93)));
}

function flagTags(flags: string[], rnd: Random, descuento: number): Tag[] {
  const tags: Tag[] = [];
  if (flags.includes('nuevo') || rnd.chance(0.05)) tags.push('Nuevo');
  if (flags.includes('importado')) tags.push('Importado');
  else if (rnd.chance(0.4)) tags.push('Hecho en Venezuela');
  if (flags.includes('singluten')) tags.push('Sin gluten');
  if (flags.includes('organico')) tags.push('Orgánico');
  if (descuento > 0) tags.push('Precios bajos');
  return tags;
}

function describe(nombre: string, marca: string, nota: string, flags: string[]): string {
  const extras = [
    flags.includes('importado') ? 'Producto importado.' : '',
    flags.includes('singluten') ? 'Libre de gluten.' : '',
    flags.includes('organico') ? 'De cultivo orgánico, sin pesticidas.' : '',
  ].filter(Boolean);
  return [`${nombre} marca ${marca}.`, nota, ...extras].join(' ');
}

export function planCatalog(rnd: Random): CatalogPlan {
  const categorias: CategoryPlan[] = CATALOG.map((c, i) => ({
    id: i + 1,
    nombre: c.nombre,
    slug: slugify(c.nombre),
    padreId: null,
    icono: c.icono,
    orden: i + 1,
    top: i,
    pictograma: c.pictograma,
  }));
  const productos: ProductPlan[] = [];
  const slugs = new Set<string>();
  CATALOG.forEach((top, t) => {
    top.subcategorias.forEach((sub, s) => {
      const categoriaId = categorias.length + 1;
      categorias.push({ id: categoriaId, nombre: sub.nombre, slug: slugify(sub.nombre), padreId: t + 1, icono: null, orden: s + 1, top: t, pictograma: sub.pictograma });
      for (const line of sub.productos.map(parseLine)) {
        const marca = rnd.pick(top.marcas);
        const ivaFlag = line.flags.find((f) => f.startsWith('iva:'));
        const iva = ivaFlag ? Number(ivaFlag.slice(4)) : (sub.iva ?? top.iva);
        const zonaFlag = line.flags.find((f) => f.startsWith('zona:'));
        line.presentaciones.forEach((presentacion, k) => {
          const id = productos.length + 1;
          const nombre = `${line.base} ${presentacion}`;
          let slug = slugify(nombre);
          if (slugs.has(slug)) slug = slugify(`${nombre} ${marca} ${id}`);
          slugs.add(slug);
          const descuento = rnd.chance(0.15) ? rnd.int(8, 25) / 100 : 0;
          productos.push({
            id,
            nombre,
            slug,
            codigo: ean13(top.marcas.indexOf(marca) + 10 * (t + 1), id),
            marca,
            descripcion: describe(nombre, marca, sub.nota, line.flags),
            categoriaId,
            impuesto: centsToAmount(iva * 100),
            popularidad: rnd.int(10, 600) + (k === 0 ? 200 : 0) + (iva === 0 ? 150 : 0),
            estatus: !zonaFlag && rnd.chance(0.03) ? 2 : 1,
            precioCents: line.cents[k] ?? presentationCents(line.cents[0]!, line.presentaciones[0]!, presentacion, k),
            descuento,
            zonaId: zonaFlag ? Number(zonaFlag.slice(5)) : null,
            etiquetas: flagTags(line.flags, rnd, descuento),
            nombreCorto: line.base,
            presentacion,
            pictograma: sub.pictograma,
            paleta: top.paleta,
            top: t,
          });
        });
      }
    });
  });
  return { categorias, productos };
}
