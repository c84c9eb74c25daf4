/** A zone's featured groups in the back office: products picked and ordered, image, validity, the special slot. */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type {
  DestacadoAdmin,
  DestacadoBody,
} from '../../shared/contracts/admin-publicidad';
import { PUBLICIDAD_MESSAGES } from '../../shared/publicidad-rules';
import { slugify } from '../../shared/slug';
import { audit } from '../audit/service';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { conflict } from '../errors';
import type { ImageStore } from '../media/images';
import { checkPicked, destacadoNotFound, FieldCheck, imageForAudit, iso, locked, nextOrder, poolImage, productsById, showing, text, windowOf, wireImage, zoneOf } from './admin-shared';
import { invalidateAdvertising } from './service';
import { destacado, destacadoProducto } from './tables';

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
