/**
 * Reconciliation: every balance equals the sum of its ledger, and every cause that pays into the ledger has
 * exactly one movement (approved top-up card -> one tarjetapago; redeemed gift code -> one tarjetaregalo,
 * unredeemed -> none; vuelto to balance -> one vuelto, paid out -> none; adjustment -> one ajuste), and no
 * movement of those kinds points at a cause that should not have one. Each check is one entry of CHECKS:
 * the membership payments are one more entry, checked once their table exists.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Conciliacion } from '../../shared/contracts/admin-wallet';
import type { Db } from '../db/client';

export interface CauseCheck {
  nombre: string;
  /** Ledger kind. */
  tipo: string;
  /**
   * Every cause of that kind as (id, esperados): the movements of `tipo` with referenciaId = id it must have
   * (1, or 2 for a balance payment refunded on rejection). A movement pointing at no cause is an orphan.
   */
  causas: SQL;
  /** A table this check needs; skipped while it does not exist. */
  tabla?: string;
}

export const CHECKS: CauseCheck[] = [
  {
    nombre: 'Tarjetas de saldo aprobadas',
    tipo: 'tarjetapago',
    causas: sql`select id, 1 as esperados from tarjeta_solicitud where estatus = 2 and tipo = 1`,
  },
  {
    nombre: 'Códigos de regalo canjeados',
    tipo: 'tarjetaregalo',
    causas: sql`select id, 1 as esperados from tarjeta_regalo where usado_por is not null`,
  },
  {
    nombre: 'Vueltos abonados al saldo',
    tipo: 'vuelto',
    causas: sql`select id, 1 as esperados from vuelto where destino = 1`,
  },
  {
    nombre: 'Ajustes de saldo',
    tipo: 'ajuste',
    causas: sql`select id, 1 as esperados from ajuste_saldo`,
  },
  {
    // PRIME requests paid with balance (membership domain): the debit, plus its refund when rejected
    nombre: 'Membresías pagadas con saldo',
    tipo: 'membresiapago',
    causas: sql`select id, case when estatus = 3 then 2 else 1 end as esperados from membresia_solicitud where metodo_pago = 6`,
    tabla: 'membresia_solicitud',
  },
];

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableExists(db: Db, name: string): Promise<boolean> {
  const [r] = await rows<{ ok: boolean }>(db, sql`select to_regclass(${name}) is not null as ok`);
  return Boolean(r?.ok);
}

export async function reconcile(db: Db, checks: CauseCheck[] = CHECKS): Promise<Conciliacion> {
  const diferencias = await rows<{ usuarioId: number; saldo: string; libro: string }>(
    db,
    sql`with libro as (select usuario_id, sum(monto) as total from movimiento_saldo group by usuario_id)
        select coalesce(s.usuario_id, l.usuario_id) as "usuarioId", coalesce(s.saldo, 0)::text as saldo, coalesce(l.total, 0)::text as libro
        from saldo_usuario s full outer join libro l on l.usuario_id = s.usuario_id
        where coalesce(s.saldo, 0) <> coalesce(l.total, 0)
        order by 1 limit 500`,
  );
  const [{ revisados }] = await rows<{ revisados: number }>(db, sql`select count(*)::int as revisados from saldo_usuario`);
  const causas: Conciliacion['causas'] = [];
  for (const c of checks) {
    if (c.tabla && !(await tableExists(db, c.tabla))) continue;
    const [{ n }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${c.causas}) d`);
    const problemas = await rows<{ id: number; movimientos: number }>(
      db,
      sql`with m as (select referencia_id as id, count(*)::int as n from movimiento_saldo where tipo = ${c.tipo} and referencia_id is not null group by referencia_id),
               d as (${c.causas})
          select d.id, coalesce(m.n, 0) as movimientos from d left join m on m.id = d.id where coalesce(m.n, 0) <> d.esperados
          union all
          select m.id, m.n from m where not exists (select 1 from d where d.id = m.id)
          order by 1 limit 500`,
    );
    causas.push({ nombre: c.nombre, tipo: c.tipo, revisados: n, problemas: problemas.map((p) => ({ id: Number(p.id), movimientos: Number(p.movimientos) })) });
  }
  const normalized = diferencias.map((d) => ({ usuarioId: Number(d.usuarioId), saldo: Number(d.saldo).toFixed(2), libro: Number(d.libro).toFixed(2) }));
  return {
    ok: normalized.length === 0 && causas.every((c) => c.problemas.length === 0),
    fecha: new Date().toISOString(),
    saldos: { revisados: Number(revisados), diferencias: normalized },
    causas,
  };
}
