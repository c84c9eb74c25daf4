import { describe, expect, it } from 'vitest';
import { areaDeliveryCost, deliveryCharge, deliveryDuration, deliveryHeadline } from '../../../src/shared/shipping';

const money = (a: string) => `$${a}`;

describe('shipping rules shared by checkout and the storefront', () => {
  it('prices an area by the option (base + surcharge) or by its own cost, and frees it from the amount', () => {
    const rule = { costoBase: '1.00', envioGratisDesde: '30.00', recargos: new Map([[7, '0.50']]) };
    expect(areaDeliveryCost(rule, 7, '9.99')).toBe('1.50');
    expect(areaDeliveryCost(rule, 8, '9.99')).toBe('1.00');
    expect(areaDeliveryCost(null, 7, '2.5')).toBe('2.50');
    expect(deliveryCharge('1.50', '30.00', '29.99')).toBe('1.50');
    expect(deliveryCharge('1.50', '30.00', '30.00')).toBe('0.00');
    expect(deliveryCharge('1.50', null, '1000')).toBe('1.50');
  });

  it('promises only what the data says', () => {
    const area = (costoEnvio: string, tiempoEnvio: number) => ({ nombre: 'A', costoEnvio, tiempoEnvio });
    expect(deliveryHeadline({ area: [area('2.50', 240), area('1.50', 180)], envioGratisDesde: null }, money)).toBe('Delivery desde $1.50, en unas 3 horas');
    expect(deliveryHeadline({ area: [area('1.50', 45)], envioGratisDesde: '40.00' }, money)).toBe('Delivery gratis en compras desde $40.00, en 45 min');
    expect(deliveryHeadline({ area: [area('0.00', 90)], envioGratisDesde: null }, money)).toBe('Delivery gratis, en unas 1 h 30 min');
    expect(deliveryHeadline({ area: [], envioGratisDesde: null }, money)).toBeNull();
    expect([deliveryDuration(60), deliveryDuration(1440)]).toEqual(['1 hora', '24 horas']);
  });
});
