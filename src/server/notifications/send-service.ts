/**
 * Back-office push sends: a message (title, text, http(s) link, image) to an active segment, now or at a
 * scheduled moment; the history with counts; cancelling a scheduled send not sent yet. Bad input is refused
 * with field errors before anything is written or sent.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  ENLACE_NO_HTTP,
  EnvioPushEstatus,
  envioPushEstatusNombre,
  IMAGEN_NO_HTTP,
  isHttpUrl,
  PUSH_PROGRAMACION_MAX_DIAS,
  type EnvioBody,
  type EnvioFila,
  type EnvioFiltro,
  type EnvioOrdenable,
  type EnvioPushEstatusId,
} from '../../shared/contracts/admin-onesignal';
import { Estatus } from '../../shared/enums';
import { usuario } from '../auth/tables';
import { audit } from '../audit/service';
import type { Db } from '../db/client';
import { badRequest, notFound, unprocessable, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { segmentoNoEncontrado } from './admin-service';
import { deliver, type SendContext } from './sender';
import { envioPush, segmentoPush } from './tables';

const envioNoEncontrado = () => notFound('Envío no encontrado');
const INVALIDO = 'Los datos enviados no son válidos';

const columns = {
  envio: envioPush,
  segmentoNombre: segmentoPush.nombre,
  autorNombre: usuario.nombre,
  autorApellido: usuario.apellido,
};

type Raw = { envio: typeof envioPush.$inferSelect; segmentoNombre: string; autorNombre: string | null; autorApellido: string | null };

function toFila(r: Raw): EnvioFila {
  const e = r.envio;
  return {
    id: e.id,
    segmentoId: e.segmentoId,
    segmentoNombre: r.segmentoNombre,
    titulo: e.titulo,
    texto: e.texto,
    enlace: e.enlace,
    imagen: e.imagen,
    programadoPara: e.programadoPara?.toISOString() ?? null,
    estatus: e.estatus,
    estatusNombre: envioPushEstatusNombre[e.estatus as EnvioPushEstatusId] ?? '',
    canal: e.canal,
    destinatarios: e.destinatarios,
    enviados: e.enviados,
    recibidosPush: e.recibidosPush,
    error: e.error,
    autor: [r.autorNombre, r.autorApellido].filter(Boolean).join(' '),
    creadoEn: e.creadoEn.toISOString(),
    enviadoEn: e.enviadoEn?.toISOString() ?? null,
  };
}

const base = (db: Db) =>
  db.select(columns).from(envioPush).innerJoin(segmentoPush, eq(segmentoPush.id, envioPush.segmentoId)).leftJoin(usuario, eq(usuario.id, envioPush.autorId));

const sortColumns = {
  id: envioPush.id,
  creadoEn: envioPush.creadoEn,
  programadoPara: envioPush.programadoPara,
  enviadoEn: envioPush.enviadoEn,
  estatus: envioPush.estatus,
} satisfies Record<EnvioOrdenable, unknown>;

function conditions(f: EnvioFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  const q = f.q?.trim();
  if (q) {
    const p = `%${escapeLike(q)}%`;
    conds.push(or(ilike(envioPush.titulo, p), ilike(envioPush.texto, p)));
  }
  if (f.segmentoId !== undefined) conds.push(eq(envioPush.segmentoId, f.segmentoId));
  if (f.estatus !== undefined) conds.push(eq(envioPush.estatus, f.estatus));
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(envioPush.id, f.id.length ? f.id : [0]) : eq(envioPush.id, f.id));
  return and(...conds);
}

export async function listSends(db: Db, query: ListQuery<EnvioFiltro, EnvioOrdenable>): Promise<{ rows: EnvioFila[]; total: number }> {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const rows = await base(db)
    .where(where)
    .orderBy(direction(sortColumns[query.sort.field]), desc(envioPush.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = (await db.select({ total: count() }).from(envioPush).where(where)) as [{ total: number }];
  return { rows: rows.map(toFila), total: Number(total) };
}

export async function getSend(db: Db, id: number): Promise<EnvioFila> {
  const [row] = await base(db).where(eq(envioPush.id, id));
  if (!row) throw envioNoEncontrado();
  return toFila(row);
}

interface CleanSend {
  titulo: string;
  texto: string;
  enlace: string | null;
  imagen: string | null;
  programadoPara: Date | null;
}

function clean(body: EnvioBody, now: Date): CleanSend {
  const errores: FieldErrors = {};
  const titulo = body.titulo.trim().replace(/\s+/g, ' ');
  const texto = body.texto.trim();
  if (!titulo) errores.titulo = 'Este campo es obligatorio';
  if (!texto) errores.texto = 'Este campo es obligatorio';
  const enlace = body.enlace?.trim() || null;
  if (enlace && !isHttpUrl(enlace)) errores.enlace = ENLACE_NO_HTTP;
  const imagen = body.imagen?.trim() || null;
  if (imagen && !isHttpUrl(imagen) && !/^\/uploads\/[\w./-]+$/.test(imagen)) errores.imagen = IMAGEN_NO_HTTP;
  let programadoPara: Date | null = null;
  if (body.programadoPara) {
    programadoPara = new Date(body.programadoPara);
    if (programadoPara.getTime() <= now.getTime()) errores.programadoPara = 'La fecha programada debe ser futura';
    else if (programadoPara.getTime() > now.getTime() + PUSH_PROGRAMACION_MAX_DIAS * 86_400_000)
      errores.programadoPara = `La fecha programada no puede superar ${PUSH_PROGRAMACION_MAX_DIAS} días`;
  }
  if (Object.keys(errores).length) throw badRequest(INVALIDO, errores);
  return { titulo, texto, enlace, imagen, programadoPara };
}

/** Records a send to an active segment; one for now is delivered before answering. */
export async function createSend(ctx: SendContext, segmentoId: number, body: EnvioBody, autorId: number): Promise<EnvioFila> {
  const { db } = ctx;
  const data = clean(body, new Date());
  const id = await db.transaction(async (tx) => {
    const [s] = await tx.select({ estatus: segmentoPush.estatus }).from(segmentoPush).where(eq(segmentoPush.id, segmentoId)).for('share');
    if (!s) throw segmentoNoEncontrado();
    if (s.estatus !== Estatus.ACTIVO) throw unprocessable('El segmento está inactivo', { segmentoId: 'El segmento está inactivo' });
    const [row] = await tx
      .insert(envioPush)
      .values({
        segmentoId,
        ...data,
        estatus: data.programadoPara ? EnvioPushEstatus.PROGRAMADO : EnvioPushEstatus.ENVIANDO,
        reclamadoEn: data.programadoPara ? null : new Date(),
        canal: ctx.provider ? `app+${ctx.provider.name}` : 'app',
        autorId,
      })
      .returning();
    await audit(tx, { recurso: 'envio-push', registroId: row!.id, accion: 'crear', despues: row });
    return row!.id;
  });
  if (!data.programadoPara) await deliver(ctx, id);
  return getSend(db, id);
}

export async function cancelSend(db: Db, id: number): Promise<EnvioFila> {
  await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(envioPush).where(eq(envioPush.id, id)).for('update');
    if (!antes) throw envioNoEncontrado();
    if (antes.estatus !== EnvioPushEstatus.PROGRAMADO)
      throw unprocessable('Solo se puede cancelar un envío programado que no se ha enviado', { estatus: 'El envío ya no está programado' });
    await tx.update(envioPush).set({ estatus: EnvioPushEstatus.CANCELADO }).where(eq(envioPush.id, id));
    await audit(tx, { recurso: 'envio-push', registroId: id, accion: 'estatus', antes: { estatus: antes.estatus }, despues: { estatus: EnvioPushEstatus.CANCELADO } });
  });
  return getSend(db, id);
}
