import { describe, expect, it } from 'vitest';
import { link } from '../../../src/store/lib/links';
import { phoneRedirect } from '../../../src/store/app/phone-redirect';

const at = (url: string) => {
  const u = new URL(url, 'http://tienda.test');
  return { pathname: u.pathname, search: u.search };
};
const sinTelefono = { telefono: null };

describe('phone redirect (spec section 4)', () => {
  it('sends a customer without a phone to the change-phone screen with the page as returnUrl', () => {
    expect(phoneRedirect(at('/caracas'), sinTelefono)).toBe('/mi-cuenta/telefono?returnUrl=%2Fcaracas');
    expect(phoneRedirect(at('/caracas/buscar?q=arroz'), sinTelefono)).toBe(`/mi-cuenta/telefono?returnUrl=${encodeURIComponent('/caracas/buscar?q=arroz')}`);
    expect(phoneRedirect(at('/mi-cuenta'), { telefono: '  ' })).toBe('/mi-cuenta/telefono?returnUrl=%2Fmi-cuenta');
  });

  it('leaves out the returnUrl from the home page', () => {
    expect(phoneRedirect(at('/'), sinTelefono)).toBe('/mi-cuenta/telefono');
  });

  it.each(['/auth/login?returnUrl=%2Fcaracas', '/auth/logout', '/auth/verificar-cuenta?token=x', '/mi-cuenta/telefono?returnUrl=%2Fcaracas', '/error?codigo=500', '/mantenimiento/maracaibo', '/mantenimiento'])(
    'lets a customer without a phone stay on %s',
    (url) => {
      expect(phoneRedirect(at(url), sinTelefono)).toBeNull();
    },
  );

  it('does not confuse look-alike paths with the open ones', () => {
    expect(phoneRedirect(at('/errores'), sinTelefono)).not.toBeNull();
    expect(phoneRedirect(at('/authentic'), sinTelefono)).not.toBeNull();
  });

  it('does nothing with a phone, for guests or while the profile is unknown', () => {
    expect(phoneRedirect(at('/caracas'), { telefono: '04141234567' })).toBeNull();
    expect(phoneRedirect(at('/caracas'), undefined)).toBeNull();
    expect(phoneRedirect(at('/caracas'), null)).toBeNull();
  });

  it('names the screen cambioTelefono, with an optional returnUrl', () => {
    expect(link('cambioTelefono')).toBe('/mi-cuenta/telefono');
    expect(link('cambioTelefono', { returnUrl: '/valencia' })).toBe('/mi-cuenta/telefono?returnUrl=%2Fvalencia');
  });
});
