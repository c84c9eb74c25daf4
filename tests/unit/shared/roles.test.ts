import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_ROLE, adminAccess, adminApiArea, hasRoles, isZoneRole, zoneRole } from '../../../src/shared/roles';

const admin = ['ROLE_ADMIN', 'ROLE_CATEGORIA', 'ROLE_PEDIDO', 'ROLE_ZONA_caracas'];

describe('roles (spec section 6)', () => {
  it('maps every admin area of the spec to its role', () => {
    expect(ADMIN_AREA_ROLE.categoria).toBe('ROLE_CATEGORIA');
    expect(ADMIN_AREA_ROLE['buscador-historial']).toBe('ROLE_PUBLICIDAD');
    expect(ADMIN_AREA_ROLE.vuelto).toBe('ROLE_TARJETA');
    expect(ADMIN_AREA_ROLE['borrar-cuenta']).toBe('ROLE_CLIENTE');
    expect(ADMIN_AREA_ROLE.referido).toBe('ROLE_ATENCION_CLIENTE');
  });

  it('requires ROLE_ADMIN, the area role and the zone role', () => {
    expect(adminAccess(null, 'categoria')).toBe('login');
    expect(adminAccess(admin, 'categoria')).toBeNull();
    expect(adminAccess(['ROLE_CATEGORIA'], 'categoria')).toBe('area');
    expect(adminAccess(admin, 'cupon')).toBe('area');
    expect(adminAccess(admin, 'desconocida')).toBe('area');
    expect(adminAccess(admin, 'pedido', 'caracas')).toBeNull();
    expect(adminAccess(admin, 'pedido', 'valencia')).toBe('zona');
  });

  it('names zone roles and tells them apart from ROLE_ZONA_ACTUALIZAR', () => {
    expect(zoneRole('caracas')).toBe('ROLE_ZONA_caracas');
    expect(isZoneRole('ROLE_ZONA_caracas')).toBe(true);
    expect(isZoneRole('ROLE_ZONA_ACTUALIZAR')).toBe(false);
    expect(hasRoles(admin, ['ROLE_ADMIN', 'ROLE_PEDIDO'])).toBe(true);
    expect(hasRoles(admin, ['ROLE_ADMIN', 'ROLE_CUPON'])).toBe(false);
  });

  it('finds the area of an admin API route: first segment, or the longest declared pattern', () => {
    expect(adminApiArea('categoria/:id/estatus')).toBe('categoria');
    expect(adminApiArea('/orden/:id/full')).toBe('pedido');
    expect(adminApiArea('algolia/productobase/:id')).toBe('producto');
    expect(adminApiArea('bitacora')).toBe('bitacora');
    expect(adminApiArea('desconocida/1')).toBeNull();
    expect(adminApiArea('')).toBeNull();
  });
});
