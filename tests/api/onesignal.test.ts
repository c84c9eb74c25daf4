import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { direccionUsuario, sector } from '../../src/server/delivery/tables';
import { localDate } from '../../src/server/delivery/windows';
import { envioPush, notificacion, segmentoPush } from '../../src/server/notifications/tables';
import { saldoUsuario } from '../../src/server/wallet/tables';
import type { EnvioFila, SegmentoFila } from '../../src/shared/contracts/admin-onesignal';
import { UsuarioEstatus } from '../../src/shared/enums';
import { ROLE_USUARIO } from '../../src/shared/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';
import { recordingServer } from './recording-server';

interface Customer {
  id: number;
  uuid: string;
  email: string;
  token: string;
}

/** An active customer with a saved address in the sector named (or none). */
async function customer(t: TestApp, opts: { sector?: string; usuarioTipo?: number; saldo?: string } = {}): Promise<Customer> {
  const db = t.database.db;
  const email = `cliente-${randomBytes(5).toString('hex')}@prueba.ve`;
  const [u] = await db
    .insert(usuario)
    .values({ email, clave: 'sin-clave', nombre: 'Cliente', apellido: 'De prueba', telefono: '04140000000', estatus: UsuarioEstatus.ACTIVO, usuarioTipo: opts.usuarioTipo ?? 1, verificadoEn: new Date() })
    .returning({ id: usuario.id, uuid: usuario.uuid });
  await db.insert(usuarioRol).values({ usuarioId: u!.id, rol: ROLE_USUARIO });
  if (opts.sector) {
    const [s] = await db.select({ id: sector.id, areaId: sector.areaId }).from(sector).where(eq(sector.nombre, opts.sector));
    const zonaId = opts.sector === 'Altamira' || opts.sector === 'Chacao' ? 1 : 2;
    await db.insert(direccionUsuario).values({ usuarioId: u!.id, zonaId, sectorId: s!.id, nombre: 'Casa', direccion: 'Calle 1, casa 2' });
  }
  if (opts.saldo) await db.insert(saldoUsuario).values({ usuarioId: u!.id, saldo: opts.saldo });
  const { token } = t.app.signAccessToken({ uuid: u!.uuid, email, roles: [ROLE_USUARIO], usuarioTipo: 'normal' });
  return { id: u!.id, uuid: u!.uuid, email, token };
}

/** A stand-in for OneSignal's REST API that records what it receives. */
const fakeOneSignal = recordingServer;

describe.each(testBackends())('onesignal: segmentos y envíos (%s)', (backend) => {
  let t: TestApp;
  let staff: string;
  let valencia: SegmentoFila;
  let v1: Customer;
  let v2: Customer;
  let caracas: Customer;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => t.api({ token: staff, method, url, payload });
  const bell = async (c: Customer) => (await t.api({ token: c.token, url: '/usuario/notificacion' })).json() as { noLeidas: number; notificacion: { titulo: string; enlace: string | null }[] };
  const rows = async (table: typeof envioPush | typeof notificacion | typeof segmentoPush) => Number((await t.database.db.select({ n: count() }).from(table))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = (await staffMember(t, ['ROLE_ONE_SIGNAL'])).token;
    v1 = await customer(t, { sector: 'Naguanagua', saldo: '5.00' });
    v2 = await customer(t, { sector: 'El Viñedo', usuarioTipo: 2 });
    caracas = await customer(t, { sector: 'Altamira' });
    const res = await api('POST', '/admin/onesignal', { nombre: 'clientes de Valencia', filtros: { zonaId: 2 } });
    expect(res.statusCode, res.body).toBe(201);
    valencia = res.json();
  });
  afterAll(() => t.close());

  describe('segments', () => {
    it('stores the filters with a readable summary and a live count', async () => {
      expect(valencia).toMatchObject({ nombre: 'clientes de Valencia', filtros: { zonaId: 2 }, descripcion: 'Zona: Valencia', estatus: 1, envios: 0, ultimoEnvio: null });
      expect(valencia.total).toBeGreaterThanOrEqual(2);
      const extra = await customer(t, { sector: 'San Diego' });
      const again = (await api('GET', `/admin/onesignal/${valencia.id}`)).json() as SegmentoFila;
      expect(again.total).toBe(valencia.total + 1);
      await t.database.db.update(usuario).set({ estatus: UsuarioEstatus.BLOQUEADO }).where(eq(usuario.id, extra.id));
      expect(((await api('GET', `/admin/onesignal/${valencia.id}`)).json() as SegmentoFila).total).toBe(valencia.total);
    });

    it('counts each filter live without writing', async () => {
      const before = await rows(segmentoPush);
      const n = async (filtros: object) => {
        const res = await api('POST', '/admin/onesignal/conteo', { filtros });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().total as number;
      };
      const all = await n({});
      expect(all).toBeGreaterThanOrEqual(6);
      expect(await n({ zonaId: 2, usuarioTipo: [2] })).toBe((await n({ zonaId: 2 })) - (await n({ zonaId: 2, usuarioTipo: [1, 3] })));
      expect(await n({ ciudad: 'naguanagua' })).toBe(1);
      expect(await n({ ciudad: 'Valencia', conSaldo: true })).toBe(1);
      expect(await n({ conSaldo: true }) + (await n({ conSaldo: false }))).toBe(all);
      await placeTestOrder(t.database.db, { email: caracas.email, zonaId: 1, metodoPago: 3, precio: '50.00' });
      // the filter's days are Caracas days: from 00:00 to 04:00 UTC, UTC's date is already tomorrow there
      const today = localDate(new Date());
      expect(await n({ ciudad: 'Altamira', ultimaCompraDesde: '2020-01-01', totalGastadoMin: '150.00' })).toBe(1);
      expect(await n({ ciudad: 'Altamira', ultimaCompraHasta: '2020-01-01' })).toBe(0);
      expect(await n({ ciudad: 'Altamira', totalGastadoMax: '10.00' })).toBeGreaterThanOrEqual(0);
      expect(await n({ zonaId: 1, ultimaCompraDesde: today })).toBeGreaterThanOrEqual(1);
      expect(await rows(segmentoPush)).toBe(before);
    });

    it('refuses unknown fields, inverted ranges and missing zones with field errors', async () => {
      const before = await rows(segmentoPush);
      const bad = async (filtros: object, field: string, mensaje: string) => {
        const res = await api('POST', '/admin/onesignal', { nombre: 'Segmento malo', filtros });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errores).toEqual({ [field]: mensaje });
        const conteo = await api('POST', '/admin/onesignal/conteo', { filtros });
        expect(conteo.statusCode).toBe(400);
      };
      await bad({ pais: 'VE' }, 'filtros.pais', 'Campo no permitido');
      await bad({ ultimaCompraDesde: '2026-02-01', ultimaCompraHasta: '2026-01-01' }, 'filtros.ultimaCompraHasta', 'La fecha final debe ser igual o posterior a la inicial');
      await bad({ totalGastadoMin: '100', totalGastadoMax: '10' }, 'filtros.totalGastadoMax', 'El máximo debe ser mayor o igual que el mínimo');
      await bad({ zonaId: 999 }, 'filtros.zonaId', 'La zona no existe');
      expect(await rows(segmentoPush)).toBe(before);
    });

    it('names are unique (case-insensitive), edits and toggles are audited', async () => {
      const dup = await api('POST', '/admin/onesignal', { nombre: 'CLIENTES DE VALENCIA', filtros: {} });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ mensaje: 'Ya existe un segmento con ese nombre', errores: { nombre: 'Ya existe un segmento con ese nombre' } });
      const created = (await api('POST', '/admin/onesignal', { nombre: 'Prime con saldo', filtros: { usuarioTipo: [2], conSaldo: true } })).json() as SegmentoFila;
      const edited = await api('PUT', `/admin/onesignal/${created.id}`, { nombre: 'Prime sin saldo', filtros: { usuarioTipo: [2], conSaldo: false } });
      expect(edited.json()).toMatchObject({ nombre: 'Prime sin saldo', descripcion: 'Plan: Prime · Sin saldo' });
      const off = await api('PUT', `/admin/onesignal/${created.id}/estatus`, {});
      expect(off.json().estatus).toBe(2);
      const list = await t.api({ token: staff, url: `/admin/onesignal?filter=${encodeURIComponent(JSON.stringify({ estatus: 2 }))}` });
      expect(list.headers['content-range']).toBe('onesignal 0-0/1');
      expect(list.json().map((s: SegmentoFila) => s.id)).toEqual([created.id]);
      const history = (await api('GET', `/admin/onesignal/${created.id}/historial`)).json() as { accion: string }[];
      expect(history.map((h) => h.accion).sort()).toEqual(['crear', 'editar', 'estatus']);
      const send = await api('POST', `/admin/onesignal/${created.id}/envio`, { titulo: 'Hola', texto: 'Texto' });
      expect(send.statusCode).toBe(422);
      expect(send.json().mensaje).toBe('El segmento está inactivo');
    });
  });

  describe('sends', () => {
    it('a message to clientes de Valencia reaches the Valencia customers\' bell only', async () => {
      const res = await api('POST', `/admin/onesignal/${valencia.id}/envio`, {
        titulo: 'Ofertas en Valencia',
        texto: 'Este fin de semana, 20% en frutas',
        enlace: 'https://mercado.example/valencia',
        imagen: '/uploads/promo.webp',
      });
      expect(res.statusCode, res.body).toBe(201);
      const envio = res.json() as EnvioFila;
      const total = ((await api('GET', `/admin/onesignal/${valencia.id}`)).json() as SegmentoFila).total;
      expect(envio).toMatchObject({ segmentoNombre: 'clientes de Valencia', estatus: 3, estatusNombre: 'Enviado', canal: 'app', destinatarios: total, enviados: total, recibidosPush: null, error: null, autor: 'Personal de prueba' });
      expect(envio.enviadoEn).not.toBeNull();
      for (const c of [v1, v2]) expect((await bell(c)).notificacion[0]).toMatchObject({ titulo: 'Ofertas en Valencia', enlace: 'https://mercado.example/valencia' });
      expect((await bell(caracas)).notificacion.some((n) => n.titulo === 'Ofertas en Valencia')).toBe(false);
      const history = await t.api({ token: staff, url: `/admin/onesignal/envio?filter=${encodeURIComponent(JSON.stringify({ segmentoId: valencia.id }))}` });
      expect(history.json().map((e: EnvioFila) => e.id)).toEqual([envio.id]);
      expect(((await api('GET', `/admin/onesignal/${valencia.id}`)).json() as SegmentoFila).envios).toBe(1);
    });

    it('refuses long messages, non-http links and past schedules: nothing sent or written', async () => {
      const [sends, notes] = [await rows(envioPush), await rows(notificacion)];
      const bad = async (body: object, field: string, mensaje: string) => {
        const res = await api('POST', `/admin/onesignal/${valencia.id}/envio`, { titulo: 'Hola', texto: 'Texto', ...body });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errores).toEqual({ [field]: mensaje });
      };
      await bad({ titulo: 'x'.repeat(66) }, 'titulo', 'Debe tener como máximo 65 caracteres');
      await bad({ texto: 'x'.repeat(241) }, 'texto', 'Debe tener como máximo 240 caracteres');
      await bad({ enlace: 'javascript:alert(1)' }, 'enlace', 'El enlace debe empezar con http:// o https://');
      await bad({ enlace: 'ftp://mercado.example/x' }, 'enlace', 'El enlace debe empezar con http:// o https://');
      await bad({ imagen: 'data:image/png;base64,AAAA' }, 'imagen', 'La imagen debe ser una dirección http:// o https:// (o /uploads/...)');
      await bad({ programadoPara: new Date(Date.now() - 60_000).toISOString() }, 'programadoPara', 'La fecha programada debe ser futura');
      await bad({ titulo: '   ' }, 'titulo', 'Este campo es obligatorio');
      await bad({ segmento: 3 }, 'segmento', 'Campo no permitido');
      expect(await api('POST', '/admin/onesignal/99999/envio', { titulo: 'Hola', texto: 'Texto' }).then((r) => r.statusCode)).toBe(404);
      expect([await rows(envioPush), await rows(notificacion)]).toEqual([sends, notes]);
    });

    it('a scheduled send waits, goes out once due (on the next check), and a cancelled one never does', async () => {
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = (await api('POST', `/admin/onesignal/${valencia.id}/envio`, { titulo: 'Programado', texto: 'Llega luego', programadoPara: later })).json() as EnvioFila;
      expect(scheduled).toMatchObject({ estatus: 1, estatusNombre: 'Programado', programadoPara: later, enviados: 0, enviadoEn: null });
      const cancelled = (await api('POST', `/admin/onesignal/${valencia.id}/envio`, { titulo: 'Cancelado', texto: 'No llega', programadoPara: later })).json() as EnvioFila;
      expect((await api('PUT', `/admin/onesignal/envio/${cancelled.id}/cancelar`)).json()).toMatchObject({ estatus: 5, estatusNombre: 'Cancelado' });
      const again = await api('PUT', `/admin/onesignal/envio/${cancelled.id}/cancelar`);
      expect(again.statusCode).toBe(422);
      expect((await bell(v1)).notificacion[0]!.titulo).not.toBe('Programado');
      // both become due: the next check (reading the history) sends the scheduled one only, once
      await t.database.db.update(envioPush).set({ programadoPara: new Date(Date.now() - 1000) }).where(eq(envioPush.segmentoId, valencia.id));
      await Promise.all([api('GET', '/admin/onesignal/envio'), api('GET', '/admin/onesignal/envio')]);
      const sent = (await api('GET', `/admin/onesignal/envio/${scheduled.id}`)).json() as EnvioFila;
      expect(sent).toMatchObject({ estatus: 3, enviados: valencia.total });
      const titles = (await bell(v1)).notificacion.map((n) => n.titulo);
      expect(titles.filter((x) => x === 'Programado')).toHaveLength(1);
      expect(titles).not.toContain('Cancelado');
    });
  });
});

describe.each(testBackends())('onesignal: adaptador REST (%s)', (backend) => {
  it('sends to the segment by external id with the configured keys, and records a refusal as Fallido', async () => {
    let fail = false;
    const fake = await fakeOneSignal((body) =>
      fail ? { status: 400, json: { errors: ['App not found'] } } : { status: 200, json: { id: 'abc-123', external_id: null, recipients: (body.include_aliases as { external_id: string[] }).external_id.length } },
    );
    const t = await createTestApp(backend, { ONESIGNAL_APP_ID: 'app-de-prueba', ONESIGNAL_API_KEY: 'clave-de-prueba', ONESIGNAL_API_URL: fake.url, PUBLIC_URL: 'https://mercado.example' });
    try {
      const staff = (await staffMember(t, ['ROLE_ONE_SIGNAL'])).token;
      const a = await customer(t, { sector: 'Prebo' });
      const b = await customer(t, { sector: 'Kerdell' });
      const seg = (await t.api({ token: staff, method: 'POST', url: '/admin/onesignal', payload: { nombre: 'Norte de Valencia', filtros: { ciudad: 'Calle 1', zonaId: 2 } } })).json() as SegmentoFila;
      expect(seg.total).toBe(2);
      const form = (await t.api({ token: staff, url: '/admin/onesignal/formdata' })).json();
      expect(form.canal).toBe('Notificaciones en la aplicación y OneSignal');
      const res = await t.api({ token: staff, method: 'POST', url: `/admin/onesignal/${seg.id}/envio`, payload: { titulo: 'Hola', texto: 'Promoción', enlace: 'https://mercado.example/p', imagen: '/uploads/x.webp' } });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ estatus: 3, canal: 'app+onesignal', enviados: 2, recibidosPush: 2, error: null });
      expect(fake.received).toHaveLength(1);
      const [req] = fake.received;
      expect(req!.url).toBe('/notifications?c=push');
      expect(req!.headers.authorization).toBe('Key clave-de-prueba');
      expect(req!.headers['content-type']).toBe('application/json');
      expect(req!.body).toEqual({
        app_id: 'app-de-prueba',
        idempotency_key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        target_channel: 'push',
        include_aliases: { external_id: [a.uuid, b.uuid] },
        headings: { es: 'Hola', en: 'Hola' },
        contents: { es: 'Promoción', en: 'Promoción' },
        url: 'https://mercado.example/p',
        big_picture: 'https://mercado.example/uploads/x.webp',
        chrome_web_image: 'https://mercado.example/uploads/x.webp',
        ios_attachments: { imagen: 'https://mercado.example/uploads/x.webp' },
      });

      // an instance stopped mid-send: the send stays Enviando; taken again only once its lease ran out,
      // with the same idempotency key for OneSignal and no second notification in the bells
      const sent = res.json() as EnvioFila;
      const crash = (reclamadoEn: Date) =>
        t.database.db.update(envioPush).set({ estatus: 2, reclamadoEn, enviadoEn: null, recibidosPush: null }).where(eq(envioPush.id, sent.id));
      await crash(new Date(Date.now() - 60_000));
      await t.api({ token: staff, url: '/admin/onesignal/envio' });
      expect(fake.received).toHaveLength(1);
      expect((await t.api({ token: staff, url: `/admin/onesignal/envio/${sent.id}` })).json()).toMatchObject({ estatus: 2, estatusNombre: 'Enviando' });
      await crash(new Date(Date.now() - 10 * 60_000));
      await t.api({ token: staff, url: '/admin/onesignal/envio' });
      expect(fake.received).toHaveLength(2);
      expect(fake.received[1]!.body).toEqual(req!.body);
      expect((await t.api({ token: staff, url: `/admin/onesignal/envio/${sent.id}` })).json()).toMatchObject({ estatus: 3, enviados: 2, recibidosPush: 2 });
      const [{ n }] = (await t.database.db.select({ n: count() }).from(notificacion).where(eq(notificacion.envioPushId, sent.id))) as [{ n: number }];
      expect(Number(n)).toBe(2);
      fake.received.pop();

      fail = true;
      const failed = await t.api({ token: staff, method: 'POST', url: `/admin/onesignal/${seg.id}/envio`, payload: { titulo: 'Otra', texto: 'Sin enlace' } });
      expect(failed.json()).toMatchObject({ estatus: 4, estatusNombre: 'Fallido', enviados: 2, recibidosPush: 0, error: 'OneSignal respondió 400: ["App not found"]' });
      expect(fake.received[1]!.body).not.toHaveProperty('url');
      // the in-app notification was still delivered
      const inbox = (await t.api({ token: a.token, url: '/usuario/notificacion' })).json();
      expect(inbox.notificacion.map((n: { titulo: string }) => n.titulo)).toEqual(['Otra', 'Hola']);
    } finally {
      await t.close();
      await fake.close();
    }
  }, 120_000);

  it('the keys go together', async () => {
    const { loadConfig } = await import('../../src/server/config');
    expect(() => loadConfig({ ONESIGNAL_APP_ID: 'x', DATA_DIR: '/tmp/mz-os-cfg' })).toThrow('ONESIGNAL_APP_ID y ONESIGNAL_API_KEY deben indicarse juntos');
    expect(loadConfig({ DATA_DIR: '/tmp/mz-os-cfg' }).oneSignal).toBeNull();
  });
});
