/**
 * The one verification queue: the pending manual payments of every source the caller's roles verify,
 * merged oldest first, each flagged when its reference was used by another payment of any kind.
 */
import type { DecisionPago, DecisionPagoBody, PagoPorVerificar, PagoPorVerificarFiltro, PagosPendientes } from '../../shared/contracts/payments-queue';
import { PAGO_MENSAJES } from '../../shared/contracts/payments-queue';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { PAYMENT_SOURCES, type PaymentSource, type SourceContext } from './sources';

/** Deepest position of the queue a page may reach (a queue that long is worked from its head). */
const MAX_DEPTH = 5_000;

const normalRef = (ref: string | null | undefined) => ref?.trim().toLowerCase() || null;

export function visibleSources(roles: readonly string[], tipo?: string): PaymentSource[] {
  return PAYMENT_SOURCES.filter((s) => roles.includes(s.rol) && (tipo === undefined || s.tipo === tipo));
}

/** `${tipo}-${id}` of every payment using each of the (lower-cased) references. */
export async function paymentsByReference(db: Db, refs: string[]): Promise<Map<string, string[]>> {
  const byRef = new Map<string, string[]>();
  const unique = [...new Set(refs)];
  if (!unique.length) return byRef;
  const found = await Promise.all(PAYMENT_SOURCES.map(async (s) => (await s.references(db, unique)).map((r) => ({ ...r, key: `${s.tipo}-${r.id}` }))));
  for (const r of found.flat()) byRef.set(r.referencia, [...(byRef.get(r.referencia) ?? []), r.key]);
  return byRef;
}

/** Whether another payment (not `key`) used this reference. */
export async function isDuplicateReference(db: Db, key: string, referencia: string | null): Promise<boolean> {
  const ref = normalRef(referencia);
  if (!ref) return false;
  return ((await paymentsByReference(db, [ref])).get(ref) ?? []).some((k) => k !== key);
}

export async function listPendingPayments(
  ctx: SourceContext,
  filter: PagoPorVerificarFiltro,
  page: { offset: number; limit: number },
): Promise<{ rows: PagoPorVerificar[]; total: number }> {
  const sources = visibleSources(ctx.roles, filter.tipo);
  const depth = Math.min(page.offset + page.limit, MAX_DEPTH);
  const q = normalRef(filter.q) ?? undefined;
  const parts = await Promise.all(sources.map((s) => s.list(ctx, depth, q)));
  const merged = parts
    .flatMap((p) => p.rows)
    .sort((a, b) => a.fecha.localeCompare(b.fecha) || a.id.localeCompare(b.id))
    .slice(page.offset, page.offset + page.limit);
  const refs = await paymentsByReference(ctx.db, merged.map((r) => normalRef(r.referencia)).filter((r): r is string => !!r));
  const rows = merged.map((r) => {
    const ref = normalRef(r.referencia);
    const duplicados = ref ? (refs.get(ref) ?? []).filter((k) => k !== r.id) : [];
    return { ...r, duplicado: duplicados.length > 0, duplicados };
  });
  return { rows, total: parts.reduce((n, p) => n + p.total, 0) };
}

export async function pendingCounts(ctx: SourceContext): Promise<PagosPendientes> {
  const sources = visibleSources(ctx.roles);
  const counts = await Promise.all(sources.map(async (s) => ({ tipo: s.tipo, nombre: s.nombre, total: (await s.list(ctx, 0)).total })));
  return { total: counts.reduce((n, c) => n + c.total, 0), tipos: counts };
}

/** Approves or rejects one payment; a kind the caller does not verify (or an unknown one) is 404. */
export async function decidePayment(ctx: SourceContext, tipo: string, id: number, body: DecisionPagoBody): Promise<DecisionPago> {
  const source = visibleSources(ctx.roles, tipo)[0];
  if (!source) throw new AppError(404, PAGO_MENSAJES.noEncontrado);
  const aprobar = body.decision === 'aprobar';
  await source.decide(ctx, id, aprobar, body.nota?.trim().replace(/\s+/g, ' ') ?? '');
  return { id: `${tipo}-${id}`, estatus: aprobar ? 'aprobado' : 'rechazado' };
}
