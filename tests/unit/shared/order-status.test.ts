import { describe, expect, it } from 'vitest';
import { OrdenEstatus, TipoEnvio } from '../../../src/shared/enums';
import { canMoveTo, nextStatuses, statusPath } from '../../../src/shared/order-status';

const { POR_VERIFICAR, VERIFICADO, PREPARANDO, EN_CAMINO, LISTO_RETIRO, ENTREGADO, CANCELADO } = OrdenEstatus;

describe('order status transitions', () => {
  it('moves forward one step at a time, by delivery type', () => {
    expect(nextStatuses(POR_VERIFICAR, TipoEnvio.DELIVERY)).toEqual([VERIFICADO, CANCELADO]);
    expect(nextStatuses(VERIFICADO, TipoEnvio.PICKUP)).toEqual([PREPARANDO, CANCELADO]);
    expect(nextStatuses(PREPARANDO, TipoEnvio.DELIVERY)).toEqual([EN_CAMINO, CANCELADO]);
    expect(nextStatuses(PREPARANDO, TipoEnvio.PICKUP)).toEqual([LISTO_RETIRO, CANCELADO]);
    expect(nextStatuses(EN_CAMINO, TipoEnvio.DELIVERY)).toEqual([ENTREGADO, CANCELADO]);
    expect(nextStatuses(LISTO_RETIRO, TipoEnvio.PICKUP)).toEqual([ENTREGADO, CANCELADO]);
  });

  it('ends at ENTREGADO and CANCELADO, and knows no other status', () => {
    for (const s of [ENTREGADO, CANCELADO, 0, 8, -1]) expect(nextStatuses(s, TipoEnvio.DELIVERY)).toEqual([]);
  });

  it('refuses skips, going back and the wrong delivery step', () => {
    expect(canMoveTo(POR_VERIFICAR, TipoEnvio.DELIVERY, PREPARANDO)).toBe(false);
    expect(canMoveTo(PREPARANDO, TipoEnvio.DELIVERY, VERIFICADO)).toBe(false);
    expect(canMoveTo(PREPARANDO, TipoEnvio.PICKUP, EN_CAMINO)).toBe(false);
    expect(canMoveTo(PREPARANDO, TipoEnvio.DELIVERY, LISTO_RETIRO)).toBe(false);
    expect(canMoveTo(ENTREGADO, TipoEnvio.DELIVERY, CANCELADO)).toBe(false);
    expect(canMoveTo(EN_CAMINO, TipoEnvio.DELIVERY, CANCELADO)).toBe(true);
  });

  it('walks the happy path of each delivery type', () => {
    for (const tipo of [TipoEnvio.DELIVERY, TipoEnvio.PICKUP]) {
      const path = statusPath(tipo);
      for (let i = 0; i < path.length - 1; i++) expect(canMoveTo(path[i]!, tipo, path[i + 1]!)).toBe(true);
    }
  });
});
