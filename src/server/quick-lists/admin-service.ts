/**
 * Quick lists in the back office (ROLE_LISTA_RAPIDA + ROLE_ZONA_<zona>): a zone's lists, their products
 * in order with a suggested quantity valid for each product's sale mode in the zone (the quantity
 * options rule of spec section 5), and their images. Bodies are checked whole before anything is
 * written; writes are audited and clear the storefront's quick-list cache.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type {
  ListaRapidaAdmin,
  ListaRapidaBody,
  ListaRapidaCantidadBody,
  ListaRapidaProductosBody,
  ProductoElegible,
} from '../../shared/contracts/admin-publicidad';
import { cantidadListaError, PUBLICIDAD_MESSAGES } from '../../shared/publicidad-rules';
import { defaultQuantity } from '../../shared/quantity';
import { slugify } from '../../shared/slug';
import { checkPicked, FieldCheck, wireImage, poolImage, productsById, text, zoneOf } from '../advertising/admin-shared';
import { audit } from '../audit/service';
import { changeStatus } from '../audit/status';
import type { Db, Tx } from '../db/client';
import { uniqueViolationField } from '../db/errors';
import { conflict, notFound } from '../errors';
import type { ImageStore } from '../media/images';
import { invalidateQuickLists } from './service';
import { listaRapida, listaRapidaProducto } from './tables';

const listNotFound = () => notFound('Lista rápida no encontrada');

type ListRow = typeof listaRapida.$inferSelect;

export async function listQuickListsAdmin(db: Db | Tx, zona: string, only?: number): Promise<ListaRapidaAdmin[]> {
  const z = await zoneOf(db, zona);
  const lists = await db
    .select()
    .from(listaRapida)
    .where(and(eq(listaRapida.zonaId, z.id), only ? eq(listaRapida.id, only) : undefined))
    .orderBy(asc(listaRapida.orden), asc(listaRapida.id));
  const items = lists.length
    ? await db
        .select()
        .from(listaRapidaProducto)
        .where(inArray(listaRapidaProducto.listaRapidaId, lists.map((l) => l.id)))
        .orderBy(asc(listaRapidaProducto.orden), asc(listaRapidaProducto.productoId))
    : [];
  const products = await productsById(db, z.id, [...new Set(items.map((i) => i.productoId))]);
  return lists.map((l) => ({
    id: l.id,
    zonaId: l.zonaId,
    nombre: l.nombre,
    slug: l.slug,
    descripcion: l.descripcion,
    imagen: wireImage(l.imagen),
    orden: l.orden,
    estatus: l.estatus,
    producto: items
      .filter((i) => i.listaRapidaId === l.id)
      .flatMap((i) => {
        const p = products.get(i.productoId);
        return p ? [{ ...p, cantidad: i.cantidad }] : [];
      }),
  }));
}

export async function getQuickListAdmin(db: Db | Tx, zona: string, id: number): Promise<ListaRapidaAdmin> {
  const [l] = await listQuickListsAdmin(db, zona, id);
  if (!l) throw listNotFound();
  return l;
}

async function lockedList(tx: Tx, zonaId: number, id: number): Promise<ListRow> {
  const [row] = await tx
    .select()
    .from(listaRapida)
    .where(and(eq(listaRapida.id, id), eq(listaRapida.zonaId, zonaId)))
    .for('update');
  if (!row) throw listNotFound();
  return row;
}

async function withUniqueConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const field = uniqueViolationField(e, { lista_rapida_zona_slug_uq: 'slug', lista_rapida_zona_nombre_uq: 'nombre' }, 'nombre');
    if (!field) throw e;
    throw conflict('La lista rápida ya existe', { [field]: field === 'slug' ? PUBLICIDAD_MESSAGES.slugTomado : PUBLICIDAD_MESSAGES.nombreTomado });
  }
}

export async function saveQuickList(db: Db, zona: string, body: ListaRapidaBody, id?: number): Promise<ListaRapidaAdmin> {
  const z = await zoneOf(db, zona);
  const savedId = await withUniqueConflicts(() =>
    db.transaction(async (tx) => {
      const antes = id ? await lockedList(tx, z.id, id) : undefined;
      const check = new FieldCheck();
      const nombre = text(check, 'nombre', body.nombre);
      const slug = body.slug?.trim() ? slugify(body.slug) : (antes?.slug ?? slugify(nombre));
      if (nombre && !slug) check.add('slug', 'Use letras, números y guiones');
      const imagen = await poolImage(tx, check, 'imagenId', { zonaId: z.id, tipo: 'lista-rapida', id: body.imagenId });
      const others = and(eq(listaRapida.zonaId, z.id), antes ? ne(listaRapida.id, antes.id) : undefined);
      if (nombre && (await tx.select({ id: listaRapida.id }).from(listaRapida).where(and(others, sql`lower(${listaRapida.nombre}) = lower(${nombre})`))).length)
        check.add('nombre', PUBLICIDAD_MESSAGES.nombreTomado);
      if (slug && (await tx.select({ id: listaRapida.id }).from(listaRapida).where(and(others, eq(listaRapida.slug, slug)))).length)
        check.add('slug', PUBLICIDAD_MESSAGES.slugTomado);
      check.throwIfAny();
      const values = {
        nombre,
        slug,
        descripcion: body.descripcion?.trim() ?? antes?.descripcion ?? '',
        ...(imagen !== undefined && { imagen }),
        ...(body.orden !== undefined && { orden: body.orden }),
        ...(body.estatus !== undefined && { estatus: body.estatus }),
      };
      let row: ListRow | undefined;
      if (antes) [row] = await tx.update(listaRapida).set({ ...values, actualizadoEn: new Date() }).where(eq(listaRapida.id, antes.id)).returning();
      else {
        const [max] = await tx.select({ max: sql<number | null>`max(${listaRapida.orden})` }).from(listaRapida).where(eq(listaRapida.zonaId, z.id));
        [row] = await tx.insert(listaRapida).values({ zonaId: z.id, ...values, orden: body.orden ?? (max?.max ?? 0) + 1 }).returning();
      }
      const view = (r: ListRow | undefined) => r && { ...r, imagen: r.imagen?.sizes.md ?? null };
      await audit(tx, { recurso: 'lista_rapida', registroId: row!.id, accion: antes ? 'editar' : 'crear', antes: view(antes), despues: view(row) });
      return row!.id;
    }),
  );
  invalidateQuickLists(db);
  return getQuickListAdmin(db, zona, savedId);
}

export async function setQuickListStatus(db: Db, zona: string, id: number, estatus?: 1 | 2): Promise<ListaRapidaAdmin> {
  const z = await zoneOf(db, zona);
  await changeStatus(db, { table: listaRapida, recurso: 'lista_rapida', id, estatus, scope: eq(listaRapida.zonaId, z.id), notFound: listNotFound });
  invalidateQuickLists(db);
  return getQuickListAdmin(db, zona, id);
}

type Item = { productoId: number; cantidad: number };

async function currentItems(tx: Tx, id: number): Promise<Item[]> {
  return tx
    .select({ productoId: listaRapidaProducto.productoId, cantidad: listaRapidaProducto.cantidad })
    .from(listaRapidaProducto)
    .where(eq(listaRapidaProducto.listaRapidaId, id))
    .orderBy(asc(listaRapidaProducto.orden), asc(listaRapidaProducto.productoId));
}

function checkQuantity(check: FieldCheck, p: ProductoElegible, cantidad: number): void {
  const error = p.modalidad ? cantidadListaError(cantidad, p.modalidad) : PUBLICIDAD_MESSAGES.productoAjeno;
  if (error) check.add(`cantidad.${p.id}`, `${p.nombre}: ${error}`);
}

/** Replaces the list's products by these, in this order; a product without a quantity gets its minimum. */
export async function setQuickListProducts(db: Db, zona: string, id: number, body: ListaRapidaProductosBody): Promise<ListaRapidaAdmin> {
  const z = await zoneOf(db, zona);
  await db.transaction(async (tx) => {
    await lockedList(tx, z.id, id);
    const check = new FieldCheck();
    const antes = await currentItems(tx, id);
    const picked = await checkPicked(tx, check, z.id, body.producto.map((p) => p.productoId));
    const items: Item[] = picked.map((p) => {
      const asked = body.producto.find((b) => b.productoId === p.id)!.cantidad;
      const kept = antes.find((a) => a.productoId === p.id)?.cantidad;
      const cantidad = asked ?? kept ?? defaultQuantity(p.modalidad!);
      if (asked !== undefined) checkQuantity(check, p, cantidad);
      return { productoId: p.id, cantidad };
    });
    check.throwIfAny();
    await tx.delete(listaRapidaProducto).where(eq(listaRapidaProducto.listaRapidaId, id));
    if (items.length) await tx.insert(listaRapidaProducto).values(items.map((it, i) => ({ listaRapidaId: id, ...it, orden: i + 1 })));
    await audit(tx, { recurso: 'lista_rapida', registroId: id, accion: 'editar', antes: { producto: antes }, despues: { producto: items } });
  });
  invalidateQuickLists(db);
  return getQuickListAdmin(db, zona, id);
}

/** Sets the quantity of products already in the list. */
export async function setQuickListQuantities(db: Db, zona: string, id: number, body: ListaRapidaCantidadBody): Promise<ListaRapidaAdmin> {
  const z = await zoneOf(db, zona);
  await db.transaction(async (tx) => {
    await lockedList(tx, z.id, id);
    const check = new FieldCheck();
    const antes = await currentItems(tx, id);
    const products = await productsById(tx, z.id, body.producto.map((p) => p.productoId));
    for (const item of body.producto) {
      const p = products.get(item.productoId);
      if (!p || !antes.some((a) => a.productoId === item.productoId)) check.add(`cantidad.${item.productoId}`, `Producto ${item.productoId}: ${PUBLICIDAD_MESSAGES.productoNoEsta}`);
      else checkQuantity(check, p, item.cantidad);
    }
    check.throwIfAny();
    const despues = antes.map((a) => ({ ...a, cantidad: body.producto.find((b) => b.productoId === a.productoId)?.cantidad ?? a.cantidad }));
    for (const item of body.producto)
      await tx
        .update(listaRapidaProducto)
        .set({ cantidad: item.cantidad })
        .where(and(eq(listaRapidaProducto.listaRapidaId, id), eq(listaRapidaProducto.productoId, item.productoId)));
    await audit(tx, { recurso: 'lista_rapida', registroId: id, accion: 'editar', antes: { producto: antes }, despues: { producto: despues } });
  });
  invalidateQuickLists(db);
  return getQuickListAdmin(db, zona, id);
}

/** Uploads the list's image straight to the list. */
export async function setQuickListImage(db: Db, images: ImageStore, zona: string, id: number, input: Buffer): Promise<ListaRapidaAdmin> {
  const z = await zoneOf(db, zona);
  await getQuickListAdmin(db, zona, id);
  const imagen = await images.saveImage(`lista-rapida/${z.id}/${id}`, input);
  await db.transaction(async (tx) => {
    const antes = await lockedList(tx, z.id, id);
    await tx.update(listaRapida).set({ imagen, actualizadoEn: new Date() }).where(eq(listaRapida.id, id));
    await audit(tx, { recurso: 'lista_rapida', registroId: id, accion: 'imagen', antes: { imagen: antes.imagen?.sizes.md ?? null }, despues: { imagen: imagen.sizes.md } });
  });
  invalidateQuickLists(db);
  return getQuickListAdmin(db, zona, id);
}
