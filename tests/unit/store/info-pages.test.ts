import { describe, expect, it } from 'vitest';
import { saleRules } from '../../../src/store/features/product/sale-rules';
import { CONTACTO_DEFECTO, contactFrom, telUrl, whatsappUrl } from '../../../src/store/features/info-pages/content/customer-service';
import { FAQ } from '../../../src/store/features/info-pages/content/faq';

describe('customer service contact', () => {
  it('takes the settings values when present, the defaults otherwise', () => {
    expect(contactFrom(undefined)).toEqual(CONTACTO_DEFECTO);
    expect(contactFrom({ minimoCompra: '20.00', telefonoAtencion: ' 0212-111-2233 ', correoAtencion: '' })).toEqual({
      ...CONTACTO_DEFECTO,
      telefonoAtencion: '0212-111-2233',
    });
  });

  it('builds WhatsApp and phone links', () => {
    expect(whatsappUrl('0414-555-0101')).toBe('https://wa.me/584145550101');
    expect(whatsappUrl('+58 414 5550101')).toBe('https://wa.me/584145550101');
    expect(telUrl('0212-555-0101')).toBe('tel:02125550101');
  });

  it('answers 8 to 10 frequent questions', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(8);
    expect(FAQ.length).toBeLessThanOrEqual(10);
    expect(new Set(FAQ.map((f) => f.pregunta)).size).toBe(FAQ.length);
  });
});

describe('sale rules in words', () => {
  it('mentions steps above one unit and the maximum', () => {
    expect(saleRules({ minimo: 6, maximo: null, grupo: 6, unidad: 1 })).toEqual(['Se vende en grupos de 6 unidades']);
    expect(saleRules({ minimo: 1, maximo: 10, grupo: 1, unidad: 1 })).toEqual(['Máximo 10 unidades por pedido']);
    expect(saleRules({ minimo: 1, maximo: null, grupo: 1, unidad: 1 })).toEqual([]);
  });
});
