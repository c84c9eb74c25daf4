/**
 * Renders the demo images through the image store (SVG in, webp sizes out) with bounded concurrency.
 * Light mode (test templates) renders one card per top-level category and reuses it for the whole
 * branch: its sub-categories and its products.
 */
import type { ImagenProcesada } from '../catalog/tables';
import type { ImageStore } from '../media/images';
import { categorySvg, productSvg } from './artwork';
import { CATALOG, type CatalogPlan } from './catalog-plan';

/** sharp already parallelises inside one image; a few at a time keeps both cores busy without queuing. */
const CONCURRENCY = 4;

export interface SeedImages {
  categorias: Map<number, ImagenProcesada>;
  productos: Map<number, ImagenProcesada>;
}

async function forEachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Job {
  prefix: string;
  svg: string;
  done(image: ImagenProcesada): void;
}

export async function renderImages(plan: CatalogPlan, uploads: ImageStore, light: boolean): Promise<SeedImages> {
  const categorias = new Map<number, ImagenProcesada>();
  const productos = new Map<number, ImagenProcesada>();
  const categoryCard = (c: CatalogPlan['categorias'][number]) => categorySvg(c.nombre, c.pictograma, CATALOG[c.top]!.paleta);
  let jobs: Job[];
  if (light) {
    jobs = plan.categorias
      .filter((top) => top.padreId === null)
      .map((top) => ({
        prefix: `categoria/${top.id}`,
        svg: categoryCard(top),
        done: (image) => {
          for (const c of plan.categorias) if (c.top === top.top) categorias.set(c.id, image);
          for (const p of plan.productos) if (p.top === top.top) productos.set(p.id, image);
        },
      }));
  } else {
    jobs = [
      ...plan.categorias.map((c): Job => ({ prefix: `categoria/${c.id}`, svg: categoryCard(c), done: (image) => categorias.set(c.id, image) })),
      ...plan.productos.map((p): Job => ({ prefix: `producto/${p.id}`, svg: productSvg(p), done: (image) => productos.set(p.id, image) })),
    ];
  }
  await forEachLimit(jobs, CONCURRENCY, async (job) => job.done(await uploads.saveImage(job.prefix, Buffer.from(job.svg))));
  return { categorias, productos };
}
