import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DireccionFormDataSchema, DireccionUsuarioSchema, SectoresRespuestaSchema, type Area, type DireccionUsuario } from '../../src/shared/contracts/orders';
import { area, direccionUsuario, direccionZona, envioBloqueo, horario, horarioPickup, sector } from '../../src/server/delivery/tables';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { userId } from './checkout-setup';

describe.each(testBackends())('delivery data and saved addresses (%s)', (backend) => {
  let t: TestApp;
  let cliente: string;
  let prime: string;
  const addresses = async (token = cliente, zona = 'caracas') => {
    const res = await t.api({ url: `/usuario/direccion/zona/${zona}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().direccion as DireccionUsuario[];
  };
  const save = (payload: unknown, token = cliente, zona = 'caracas') => t.api({ method: 'POST', url: `/usuario/direccion/zona/${zona}`, token, payload });

  beforeAll(async () => {
    t = await createTestApp(backend);
    cliente = (await login(t, 'cliente@demo.ve')).token;
    prime = (await login(t, 'prime@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('seeds areas, sectors, windows, pickup points and a Christmas block for the active zones only', async () => {
    const db = t.database.db;
    expect(await db.$count(area, eq(area.zonaId, 1))).toBe(4);
    expect(await db.$count(area, eq(area.zonaId, 2))).toBe(3);
    expect(await db.$count(area, eq(area.zonaId, 3))).toBe(0);
    // Monday to Saturday four windows, Sunday two
    expect(await db.$count(horario, eq(horario.areaId, 1))).toBe(6 * 4 + 2);
    expect(await db.$count(horario, and(eq(horario.areaId, 1), eq(horario.diaSemana, 0)))).toBe(2);
    expect(await db.$count(direccionZona)).toBe(3);
    expect(await db.$count(horarioPickup, eq(horarioPickup.direccionZonaId, 1))).toBe(6 * 3 + 1);
    const blocks = await db.select().from(envioBloqueo);
    expect(blocks.map((b) => [b.zonaId, b.tipoEnvio, b.desde.getUTCMonth(), b.desde.getUTCDate()])).toEqual([
      [1, null, 11, 24],
      [2, null, 11, 24],
    ]);
    expect(blocks.every((b) => b.hasta > new Date())).toBe(true);
    expect(await db.$count(sector)).toBeGreaterThanOrEqual(30);
  });

  it('GET /api/zona/sector: active areas of a zone, cheapest first, with their active sectors', async () => {
    const res = await t.api({ url: '/api/zona/sector?zona=caracas' });
    expect(res.statusCode).toBe(200);
    expect(Value.Check(SectoresRespuestaSchema, res.json())).toBe(true);
    const areas = res.json().area as Area[];
    expect(areas.map((a) => [a.nombre, a.costoEnvio, a.tiempoEnvio, a.sector.length])).toEqual([
      ['Chacao y Altamira', '0.00', 60, 5],
      ['Las Mercedes y Baruta', '1.50', 120, 5],
      ['El Hatillo', '2.50', 180, 4],
      ['Centro y Oeste', '3.50', 240, 4],
    ]);
    expect(areas[0]!.sector.map((s) => s.nombre)).toEqual(['Altamira', 'Chacao', 'El Rosal', 'La Castellana', 'Los Palos Grandes']);
    expect((await t.api({ url: '/api/zona/sector?zona=2' })).json().area.map((a: Area) => a.nombre)).toEqual(['Norte de Valencia', 'Naguanagua', 'San Diego']);

    // an inactive sector disappears, an area left without sectors too
    const db = t.database.db;
    await db.update(sector).set({ estatus: 2 }).where(eq(sector.areaId, 4));
    await db.update(sector).set({ estatus: 2 }).where(eq(sector.nombre, 'Chacao'));
    const after = (await t.api({ url: '/api/zona/sector?zona=caracas' })).json().area as Area[];
    expect(after.map((a) => a.nombre)).toEqual(['Chacao y Altamira', 'Las Mercedes y Baruta', 'El Hatillo']);
    expect(after[0]!.sector.map((s) => s.nombre)).not.toContain('Chacao');
    await db.update(sector).set({ estatus: 1 });

    for (const url of ['/api/zona/sector?zona=maracaibo', '/api/zona/sector?zona=atlantida', '/api/zona/sector?zona=99']) {
      expect((await t.api({ url })).statusCode, url).toBe(404);
    }
    expect((await t.api({ url: '/api/zona/sector' })).statusCode).toBe(400);
  });

  it('GET /api/website/direccion/formdata: the zone and its areas', async () => {
    const res = await t.api({ url: '/api/website/direccion/formdata?zona=valencia' });
    expect(res.statusCode).toBe(200);
    expect(Value.Check(DireccionFormDataSchema, res.json())).toBe(true);
    expect(res.json().zona).toEqual({ id: 2, slug: 'valencia', nombre: 'Valencia' });
    expect(res.json().area.flatMap((a: Area) => a.sector.map((s) => s.nombre))).toContain('El Viñedo');
    expect((await t.api({ url: '/api/website/direccion/formdata?zona=maracaibo' })).statusCode).toBe(404);
  });

  it('lists, saves and deletes the caller’s addresses; sectors must be of the zone', async () => {
    expect((await addresses()).map((d) => d.nombre)).toEqual(['Casa', 'Oficina']);
    expect(await addresses(cliente, 'valencia')).toEqual([]);
    const res = await save({ nombre: 'Casa de mamá', sectorId: 7, direccion: 'Calle Los Mangos, Qta. Mi Sueño', referencia: 'Frente al parque' });
    expect(res.statusCode, res.body).toBe(201);
    expect(Value.Check(DireccionUsuarioSchema, res.json())).toBe(true);
    expect(res.json()).toMatchObject({ nombre: 'Casa de mamá', sector: { id: 7, nombre: 'Baruta' }, area: { nombre: 'Las Mercedes y Baruta' } });
    expect((await addresses()).map((d) => d.nombre)).toEqual(['Casa', 'Oficina', 'Casa de mamá']);

    const valenciaSector = await save({ nombre: 'Otra', sectorId: 20, direccion: 'Av. Bolívar Norte 123' });
    expect(valenciaSector.statusCode).toBe(422);
    expect(valenciaSector.json().errores).toEqual({ sectorId: 'El sector no está entre las áreas de entrega de la zona' });
    for (const bad of [
      { nombre: 'X', sectorId: 1, direccion: 'Calle 1 casa 2' },
      { nombre: 'Casa', sectorId: 0, direccion: 'Calle 1 casa 2' },
      { nombre: 'Casa', sectorId: 1, direccion: 'C1' },
      { nombre: 'Casa', sectorId: 1, direccion: 'Calle 1 casa 2', usuarioId: 1 },
      { nombre: 'Casa', sectorId: '1', direccion: 'Calle 1 casa 2' },
    ]) {
      expect((await save(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await save({ nombre: 'Casa', sectorId: 1, direccion: 'Calle 1 casa 2' }, cliente, 'maracaibo')).statusCode).toBe(404);
  });

  it('another customer’s address cannot be seen nor deleted (404); a deleted address keeps its row', async () => {
    const db = t.database.db;
    const [own] = await db.select().from(direccionUsuario).where(eq(direccionUsuario.usuarioId, await userId(t, 'prime@demo.ve')));
    const del = (id: number | string, token = cliente) => t.api({ method: 'DELETE', url: `/usuario/direccion/${id}`, token });
    expect((await del(own!.id)).statusCode).toBe(404);
    expect((await addresses(prime)).map((d) => d.id)).toEqual([own!.id]);
    expect((await del(999_999)).statusCode).toBe(404);
    expect((await del('abc')).statusCode).toBe(400);
    expect((await del(own!.id, prime)).statusCode).toBe(204);
    expect(await addresses(prime)).toEqual([]);
    expect((await del(own!.id, prime)).statusCode).toBe(404);
    const [kept] = await db.select().from(direccionUsuario).where(eq(direccionUsuario.id, own!.id));
    expect(kept!.estatus).toBe(2);
  });

  it('address calls need a customer', async () => {
    expect((await t.api({ url: '/usuario/direccion/zona/caracas' })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/usuario/direccion/zona/caracas', payload: { nombre: 'Casa', sectorId: 1, direccion: 'Calle 1 casa 2' } })).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: '/usuario/direccion/1' })).statusCode).toBe(401);
  });
});
