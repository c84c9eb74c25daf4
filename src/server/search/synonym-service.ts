/**
 * Synonym sets of the back office: words lower-cased, trimmed and single (letters or digits), at least
 * two distinct ones. Every write is audited in its transaction, then published to the search index.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { SINONIMO_MENSAJES, type Sinonimo, type SinonimoBody, type SinonimoGuardado } from '../../shared/contracts/admin-search-history';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { fixZeroResults, publishSynonyms } from './synonym-sync';
import { busquedaSinonimo } from './tables';

const WORD = /^[\p{L}\p{N}]+$/u;
const INVALIDO = 'Los datos enviados no son válidos';
const noEncontrado = () => notFound('Sinónimo no encontrado');

/** The words as stored, or 400 with the message of each bad one. */
export function cleanWords(palabras: readonly string[]): string[] {
  const errores: Record<string, string> = {};
  const out: string[] = [];
  palabras.forEach((raw, i) => {
    const word = raw.trim().toLowerCase();
    if (word === '') errores[`palabras.${i}`] = SINONIMO_MENSAJES.vacia;
    else if (!WORD.test(word)) errores[`palabras.${i}`] = SINONIMO_MENSAJES.palabra;
    else if (out.includes(word)) errores[`palabras.${i}`] = SINONIMO_MENSAJES.repetida;
    else out.push(word);
  });
  if (Object.keys(errores).length > 0) throw badRequest(INVALIDO, errores);
  if (out.length < 2) throw badRequest(INVALIDO, { palabras: SINONIMO_MENSAJES.minimo });
  return out;
}

type Row = typeof busquedaSinonimo.$inferSelect;
const toSinonimo = (r: Row): Sinonimo => ({
  id: r.id,
  palabras: r.palabras,
  creadoEn: r.creadoEn.toISOString(),
  actualizadoEn: r.actualizadoEn.toISOString(),
});

export async function listSynonyms(db: Db, query: ListQuery<{ q?: string }, 'id' | 'actualizadoEn'>): Promise<{ rows: Sinonimo[]; total: number }> {
  const q = query.filter.q?.trim().toLowerCase();
  const where = q ? sql`exists (select 1 from jsonb_array_elements_text(${busquedaSinonimo.palabras}) w where w like ${`${escapeLike(q)}%`})` : undefined;
  const column = query.sort.field === 'id' ? busquedaSinonimo.id : busquedaSinonimo.actualizadoEn;
  const [rows, [c]] = await Promise.all([
    db
      .select()
      .from(busquedaSinonimo)
      .where(where)
      .orderBy(query.sort.order === 'ASC' ? asc(column) : desc(column), asc(busquedaSinonimo.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(busquedaSinonimo).where(where),
  ]);
  return { rows: rows.map(toSinonimo), total: c?.n ?? 0 };
}

export async function getSynonym(db: Db, id: number): Promise<Sinonimo> {
  const [row] = await db.select().from(busquedaSinonimo).where(eq(busquedaSinonimo.id, id));
  if (!row) throw noEncontrado();
  return toSinonimo(row);
}

async function published(db: Db, row: Row): Promise<SinonimoGuardado> {
  await publishSynonyms(db);
  return { ...toSinonimo(row), corregidas: await fixZeroResults(db, row.id, row.palabras) };
}

export async function createSynonym(db: Db, body: SinonimoBody): Promise<SinonimoGuardado> {
  const palabras = cleanWords(body.palabras);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(busquedaSinonimo).values({ palabras }).returning();
    await audit(tx, { recurso: 'sinonimo', registroId: created!.id, accion: 'crear', despues: created });
    return created!;
  });
  return published(db, row);
}

export async function updateSynonym(db: Db, id: number, body: SinonimoBody): Promise<SinonimoGuardado> {
  const palabras = cleanWords(body.palabras);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(busquedaSinonimo).where(eq(busquedaSinonimo.id, id)).for('update');
    if (!current) throw noEncontrado();
    const [updated] = await tx
      .update(busquedaSinonimo)
      .set({ palabras, actualizadoEn: new Date() })
      .where(and(eq(busquedaSinonimo.id, id)))
      .returning();
    await audit(tx, { recurso: 'sinonimo', registroId: id, accion: 'editar', antes: current, despues: updated });
    return updated!;
  });
  return published(db, row);
}

export async function deleteSynonym(db: Db, id: number): Promise<Sinonimo> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(busquedaSinonimo).where(eq(busquedaSinonimo.id, id)).returning();
    if (!deleted) throw noEncontrado();
    await audit(tx, { recurso: 'sinonimo', registroId: id, accion: 'eliminar', antes: deleted });
    return deleted;
  });
  await publishSynonyms(db);
  return toSinonimo(row);
}
