/** Contact details of customer service; resolve's configuracion may override them when it carries them. */

export interface Contacto {
  telefonoAtencion: string;
  correoAtencion: string;
  whatsappAtencion: string;
}

export const CONTACTO_DEFECTO: Contacto = {
  telefonoAtencion: '0212-555-0101',
  correoAtencion: 'atencion@mercadoenzonas.com.ve',
  whatsappAtencion: '0414-555-0101',
};

/** Customer service hours (spec section 9). */
export const HORARIO_ATENCION = { desde: '7:30', hasta: '22:00' };

/** The settings' values where present, the defaults otherwise. */
export function contactFrom(configuracion: object | undefined): Contacto {
  const values = (configuracion ?? {}) as Partial<Record<keyof Contacto, unknown>>;
  const pick = (key: keyof Contacto) => {
    const value = values[key];
    return typeof value === 'string' && value.trim() ? value.trim() : CONTACTO_DEFECTO[key];
  };
  return { telefonoAtencion: pick('telefonoAtencion'), correoAtencion: pick('correoAtencion'), whatsappAtencion: pick('whatsappAtencion') };
}

/** A Venezuelan phone as a wa.me link: '0414-555-0101' -> 'https://wa.me/584145550101'. */
export function whatsappUrl(telefono: string): string {
  const digits = telefono.replace(/\D/g, '');
  const international = digits.startsWith('58') ? digits : `58${digits.replace(/^0/, '')}`;
  return `https://wa.me/${international}`;
}

/** 'tel:' link of a phone. */
export function telUrl(telefono: string): string {
  return `tel:${telefono.replace(/[^\d+]/g, '')}`;
}
