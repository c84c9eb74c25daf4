import { describe, expect, it } from 'vitest';
import { errorAction } from '../../../src/store/lib/http-errors';

describe('a 401 naming a blocked or inactive status (spec section 8)', () => {
  const context = { apiPath: '/usuario/rastreo/listado', currentUrl: '/caracas' };

  it('logs out with the blocked alert instead of sending to login', () => {
    expect(errorAction(401, { ...context, estatus: 2 })).toEqual({ kind: 'bloqueado' });
    expect(errorAction(401, { ...context, estatus: 3 })).toEqual({ kind: 'bloqueado' });
  });

  it('keeps the usual handling for other 401s, the login page and callers handling it', () => {
    expect(errorAction(401, context)).toEqual({ kind: 'login', returnUrl: '/caracas' });
    expect(errorAction(401, { ...context, estatus: 4 })).toEqual({ kind: 'login', returnUrl: '/caracas' });
    expect(errorAction(401, { ...context, currentUrl: '/auth/login', estatus: 2 })).toEqual({ kind: 'reject' });
    expect(errorAction(401, { ...context, passErrors: [401], estatus: 2 })).toEqual({ kind: 'reject' });
  });
});
