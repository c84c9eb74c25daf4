/** Opening TZM balances of demo customers, written through the ledger (an 'ajuste' movement each). */
import { creditBalance } from '../wallet/service';
import type { Tx } from '../db/client';

const OPENING_BALANCES: Record<string, string> = {
  'cliente@demo.ve': '50.00',
  'prime@demo.ve': '25.00',
};

export async function insertWallet(tx: Tx, users: { id: number; email: string }[]): Promise<void> {
  for (const [email, monto] of Object.entries(OPENING_BALANCES)) {
    const u = users.find((x) => x.email === email)!;
    await creditBalance(tx, { usuarioId: u.id, monto, tipo: 'ajuste', referenciaId: null, descripcion: 'Saldo de bienvenida' });
  }
}
