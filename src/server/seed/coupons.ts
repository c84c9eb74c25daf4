/**
 * Demo coupons of every active zone: a welcome percentage with a minimum, a fixed amount, one that a single
 * order overall may use, and one already expired.
 */
import { cupon } from '../coupons/tables';
import type { Tx } from '../db/client';
import { ZONES } from './settings-data';

const DAY = 86_400_000;

const COUPONS = [
  { nombre: 'Bienvenida 10%', codigo: 'BIENVENIDA10', valor: '10.00', porcentaje: true, montoMinimo: '20.00', usosPorUsuario: 1, usosMaximos: null, dias: [-1, 365] },
  { nombre: 'Envío gratis', codigo: 'ENVIOGRATIS', valor: '3.00', porcentaje: false, montoMinimo: '0.00', usosPorUsuario: 3, usosMaximos: null, dias: [-1, 365] },
  { nombre: 'Único del mes', codigo: 'UNICO1', valor: '5.00', porcentaje: false, montoMinimo: '10.00', usosPorUsuario: 1, usosMaximos: 1, dias: [-1, 365] },
  { nombre: 'Temporada pasada', codigo: 'VERANO15', valor: '15.00', porcentaje: true, montoMinimo: '0.00', usosPorUsuario: 1, usosMaximos: null, dias: [-90, -30] },
] as const;

export async function insertCoupons(tx: Tx, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const rows = ZONES.filter((z) => z.estatus === 1).flatMap((z) =>
    COUPONS.map(({ dias: [desde, hasta], ...c }) => ({ ...c, zonaId: z.id, desde: at(desde), hasta: at(hasta) })),
  );
  await tx.insert(cupon).values(rows);
}
