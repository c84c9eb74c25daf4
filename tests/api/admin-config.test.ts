import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigData } from '../../src/shared/contracts/admin-config';
import type { BitacoraFila } from '../../src/shared/contracts/audit';
import type { Resolve } from '../../src/shared/contracts/website';
import { SETTINGS_MESSAGES } from '../../src/shared/settings-rules';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';

describe.each(testBackends())('admin config (%s)', (backend) => {
  let t: TestApp;
  let staff: StaffMember;

  const data = async () => {
    const res = await t.api({ url: '/admin/config/configdata', token: staff.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ConfigData;
  };
  const put = (path: string, payload: unknown) => t.api({ method: 'PUT', url: `/admin/config/${path}/editar`, token: staff.token, payload });
  const resolve = async () => (await t.api({ url: '/api/website/resolve' })).json() as Resolve;
  const bolivar = (r: { moneda: { id: number; tasa: string }[] }) => r.moneda.find((m) => m.id === 2)!.tasa;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_CONFIG']);
  });
  afterAll(() => t.close());

  it("gives the screen's data: settings, currencies and the rate's last changes, newest first", async () => {
    const d = await data();
    expect(d.configuracion).toEqual({ minimoCompra: '20.00', iconoCategoria: 'storefront', tasa: '245.8700', costoempaquetado: '0.50' });
    expect(d.moneda.map((m) => m.simbolo)).toEqual(['$', 'Bs.']);
    expect(d.historialTasa).toHaveLength(30);
    expect(d.historialTasa[0]).toMatchObject({ tasa: '245.8700', usuarioEmail: 'admin@demo.ve' });
    expect(d.historialTasa[0]!.anterior).toBe(d.historialTasa[1]!.tasa);
    expect(d.historialTasa.at(-1)!.anterior).toBeNull();
  });

  it('sets the rate (comma as decimal mark), keeps it in the history and the audit trail, and the storefront reads it at once', async () => {
    const before = await resolve();
    expect(bolivar(before)).toBe('245.8700');
    const res = await put('tasa', { tasa: '250,125' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as ConfigData;
    expect(d.configuracion.tasa).toBe('250.1250');
    expect(d.historialTasa[0]).toMatchObject({ tasa: '250.1250', anterior: '245.8700', usuarioEmail: staff.email });
    const after = await resolve();
    expect(bolivar(after)).toBe('250.1250');
    expect(after.configuracion.tasa).toBe('250.1250');
    expect((await t.api({ url: '/api/moneda/mercado' })).json()[1].tasa).toBe('250.1250');

    const auditor = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
    const trail = await t.api({ url: `/admin/bitacora?filter=${encodeURIComponent(JSON.stringify({ recurso: 'moneda' }))}`, token: auditor.token });
    const rows = trail.json() as BitacoraFila[];
    expect(rows[0]).toMatchObject({ area: 'config', registroId: '2', accion: 'editar', usuarioEmail: staff.email });
    expect(rows[0]!.cambios).toEqual({ tasa: { antes: '245.8700', despues: '250.1250' } });
  });

  it('the same rate again records no change', async () => {
    const before = (await data()).historialTasa.length;
    expect((await put('tasa', { tasa: '250.1250' })).statusCode).toBe(200);
    expect((await data()).historialTasa).toHaveLength(before);
  });

  it.each(['0', '0.0000', '-5', '1.23456', 'abc', '1e3', ' '])('refuses the rate %j with the field error and writes nothing', async (tasa) => {
    const before = await data();
    const res = await put('tasa', { tasa });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ codigo: 422, mensaje: SETTINGS_MESSAGES.tasa, errores: { tasa: SETTINGS_MESSAGES.tasa } });
    expect(await data()).toEqual(before);
  });

  it('refuses a body with unknown fields or no rate (400 with the field)', async () => {
    const extra = await put('tasa', { tasa: '300', otra: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errores).toEqual({ otra: 'Campo no permitido' });
    const missing = await put('tasa', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errores).toEqual({ tasa: 'Este campo es obligatorio' });
  });

  it('serialises racing rate changes: the history chains and ends at the stored rate', async () => {
    const rates = ['301.1000', '302.2000', '303.3000', '304.4000', '305.5000'];
    const results = await Promise.all(rates.map((tasa) => put('tasa', { tasa })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const d = await data();
    const latest = d.historialTasa.slice(0, rates.length);
    expect(latest.map((h) => h.tasa).sort()).toEqual(rates);
    expect(d.configuracion.tasa).toBe(latest[0]!.tasa);
    for (let i = 0; i < latest.length - 1; i++) expect(latest[i]!.anterior).toBe(latest[i + 1]!.tasa);
  });

  it('sets the minimum purchase and the packing cost as 2-decimal amounts, read by the storefront at once', async () => {
    const minimo = await put('minimocompra', { minimoCompra: '15' });
    expect(minimo.statusCode, minimo.body).toBe(200);
    expect(minimo.json().configuracion.minimoCompra).toBe('15.00');
    const costo = await put('costoempaquetado', { costoempaquetado: '0,75' });
    expect(costo.statusCode, costo.body).toBe(200);
    const r = await resolve();
    expect(r.configuracion).toMatchObject({ minimoCompra: '15.00', costoempaquetado: '0.75' });
  });

  it.each([
    ['minimocompra', { minimoCompra: '-1' }, 'minimoCompra', SETTINGS_MESSAGES.monto],
    ['minimocompra', { minimoCompra: '1.999' }, 'minimoCompra', SETTINGS_MESSAGES.monto],
    ['costoempaquetado', { costoempaquetado: 'gratis' }, 'costoempaquetado', SETTINGS_MESSAGES.monto],
    ['iconocategoria', { iconoCategoria: 'un ícono' }, 'iconoCategoria', SETTINGS_MESSAGES.icono],
  ])('refuses %s %j with a Spanish field error', async (path, payload, field, mensaje) => {
    const before = await data();
    const res = await put(path, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ codigo: 422, mensaje, errores: { [field]: mensaje } });
    expect((await data()).configuracion).toEqual(before.configuracion);
  });

  it("sets the category button's icon", async () => {
    const res = await put('iconocategoria', { iconoCategoria: 'rice_bowl' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await resolve()).configuracion.iconoCategoria).toBe('rice_bowl');
  });

  it('is closed to staff without ROLE_CONFIG', async () => {
    const other = await staffMember(t, ['ROLE_CATEGORIA']);
    const res = await t.api({ method: 'PUT', url: '/admin/config/tasa/editar', token: other.token, payload: { tasa: '1' } });
    expect(res.statusCode).toBe(403);
    expect(bolivar(await resolve())).not.toBe('1.0000');
  });
});

describe.runIf(testBackends().includes('postgres'))('settings across API instances (postgres)', () => {
  it('a rate, a zone and a zone status changed on one instance show on another at once, not after the cache TTL', async () => {
    const { buildApp } = await import('../../src/server/app');
    const { openDatabase } = await import('../../src/server/db/client');
    const t = await createTestApp('postgres');
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: null, poolSize: 4 });
    const other = await buildApp({ config: t.config, database });
    await other.ready();
    const otherResolve = async () => (await other.inject({ url: `${t.config.apiBase}/api/website/resolve` })).json() as Resolve;
    try {
      const staff = await staffMember(t, ['ROLE_CONFIG', 'ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_valencia']);
      // both instances have the public answers cached
      expect((await otherResolve()).configuracion.tasa).toBe('245.8700');
      expect((await otherResolve()).zona.map((z) => z.slug)).toContain('valencia');

      await t.api({ method: 'PUT', url: '/admin/config/tasa/editar', token: staff.token, payload: { tasa: '999.5' } });
      await t.api({ method: 'PUT', url: '/admin/zona/valencia/estatus', token: staff.token, payload: { estatus: 2 } });
      // well under the 5 s cache TTL
      await expect.poll(async () => (await otherResolve()).configuracion.tasa, { timeout: 2000, interval: 50 }).toBe('999.5000');
      await expect.poll(async () => (await otherResolve()).zona.map((z) => z.slug), { timeout: 2000, interval: 50 }).not.toContain('valencia');
    } finally {
      await other.close();
      await database.close();
      await t.close();
    }
  });
});
