/**
 * Card payments through a gateway: the adapter's requests checked by a local stand-in for the gateway, and
 * the signed webhook through app.inject (PGlite and PostgreSQL): bad signature 401, amount or currency off
 * 422, a replay does nothing, two concurrent identical webhooks credit once. Without CARD_GATEWAY_* the card
 * option is not offered and the server refuses it with 422.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membresia, membresiaSolicitud } from '../../src/server/membership/tables';
import { signBody } from '../../src/server/wallet/card-gateway';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo, pagoPasarela } from '../../src/server/wallet/tables';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { makeCustomers, type Shopper } from './checkout-setup';
import { recordingServer } from './recording-server';
import { ledgerMatches } from './wallet-setup';

const SECRET = 'secreto-de-prueba-0123456789';
const KEY = 'clave-api-de-prueba';

/** A stand-in for the gateway's session API that records what it receives. */
const fakeGateway = (status = 201) =>
  recordingServer((_body, received) => ({
    status,
    json: status === 201 ? { id: `ses_${received.length}_${randomUUID().slice(0, 8)}`, url: `https://pasarela.ejemplo/pagar/${received.length}` } : { error: 'no' },
  }));

const tarjeta = (monto: string, over: Record<string, unknown> = {}) => ({ claveIdempotencia: randomUUID(), tipo: 1, monto, metodo: 8, ...over });

describe.each(testBackends())('card gateway (%s)', (backend) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let buyer: Shopper;
  let member: Shopper;
  const comprar = (token: string, payload: unknown) => t.api({ method: 'POST', url: '/usuario/tarjeta/solicitud/procesarcomprar', token, payload });
  const webhook = (body: Record<string, unknown>, firma?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({
      method: 'POST',
      url: `${t.config.apiBase}/pasarela/tarjeta/webhook`,
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-firma': firma ?? signBody(raw, SECRET) },
    });
  };
  const eventFor = async (causa: string, causaId: number, over: Record<string, unknown> = {}) => {
    const [p] = await t.database.db.select().from(pagoPasarela).where(and(eq(pagoPasarela.causa, causa), eq(pagoPasarela.causaId, causaId)));
    return { sesion: p!.sesionId, referencia: `mz-${p!.id}`, estado: 'aprobado', monto: p!.monto, moneda: 'USD', ...over };
  };

  beforeAll(async () => {
    gateway = await fakeGateway();
    t = await createTestApp(backend, { CARD_GATEWAY_URL: gateway.url, CARD_GATEWAY_KEY: KEY, CARD_GATEWAY_SECRET: SECRET, PUBLIC_URL: 'https://tienda.ejemplo' });
    [buyer, member] = (await makeCustomers(t, 2, 1)) as [Shopper, Shopper];
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('offers the card and opens a session with the API key, the amount and the return and webhook addresses', async () => {
    const form = (await t.api({ url: '/usuario/tarjeta/solicitud/formcomprar', token: buyer.token })).json();
    expect(form.metodoPago.map((m: { id: number }) => m.id)).toEqual([3, 4, 5, 8]);
    const res = await comprar(buyer.token, tarjeta('20.00'));
    expect(res.statusCode, res.body).toBe(201);
    const solicitud = res.json();
    expect(solicitud.pasarela).toBe(`https://pasarela.ejemplo/pagar/${gateway.received.length}`);
    expect(solicitud.estatus.id).toBe(1);
    const sent = gateway.received.at(-1)!;
    const [pago] = await t.database.db.select().from(pagoPasarela).where(and(eq(pagoPasarela.causa, 'tarjeta'), eq(pagoPasarela.causaId, solicitud.id)));
    expect(sent.url).toBe('/sesiones');
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.headers['idempotency-key']).toBe(`mz-${pago!.id}`);
    expect(sent.body).toEqual({
      referencia: `mz-${pago!.id}`,
      monto: '20.00',
      moneda: 'USD',
      descripcion: `Tarjeta de saldo #${solicitud.id}`,
      urlRetorno: `https://tienda.ejemplo/procesar?tipo=tarjeta&id=${solicitud.id}`,
      urlNotificacion: `https://tienda.ejemplo${t.config.apiBase}/pasarela/tarjeta/webhook`,
    });
    // not in the staff's verification queue: the gateway decides it
    expect(pago!.sesionId).toMatch(/^ses_/);
  });

  it('refuses a bad signature (401) and an amount or currency that differ (422), crediting nothing', async () => {
    const id = (await comprar(buyer.token, tarjeta('15.00'))).json().id as number;
    const event = await eventFor('tarjeta', id);
    const bad = await webhook(event, 'a'.repeat(64));
    expect([bad.statusCode, bad.json().mensaje]).toEqual([401, 'Firma inválida']);
    expect((await webhook(event, '')).statusCode).toBe(401);
    const monto = await webhook({ ...event, monto: '150.00' });
    expect([monto.statusCode, monto.json().mensaje]).toEqual([422, 'El monto o la moneda no coinciden con el pago']);
    expect((await webhook({ ...event, moneda: 'VES' })).statusCode).toBe(422);
    expect(await getBalance(t.database.db, buyer.id)).toBe('0.00');
  });

  it('credits an approved payment once: a replay answers repetido, two concurrent identical webhooks one credit', async () => {
    const id = (await comprar(buyer.token, tarjeta('20.00'))).json().id as number;
    const event = await eventFor('tarjeta', id);
    const before = await getBalance(t.database.db, buyer.id);
    const answers = await Promise.all([webhook(event), webhook(event)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().estado).sort()).toEqual(['aplicado', 'repetido']);
    expect((await webhook(event)).json()).toEqual({ estado: 'repetido' });
    const movs = await t.database.db.select().from(movimientoSaldo).where(eq(movimientoSaldo.referenciaId, id));
    expect(movs.filter((m) => m.tipo === 'tarjetapago').map((m) => m.monto)).toEqual(['20.00']);
    expect(Number(await getBalance(t.database.db, buyer.id)) - Number(before)).toBe(20);
    const mine = (await t.api({ url: `/usuario/tarjeta/solicitud/${id}`, token: buyer.token })).json();
    expect(mine.estatus).toEqual({ id: 2, nombre: 'Aprobada' });
    await ledgerMatches(t, buyer.id);
  });

  it('a declined payment rejects the request', async () => {
    const id = (await comprar(buyer.token, tarjeta('10.00'))).json().id as number;
    const res = await webhook(await eventFor('tarjeta', id, { estado: 'rechazado' }));
    expect(res.json()).toEqual({ estado: 'aplicado' });
    expect((await t.api({ url: `/usuario/tarjeta/solicitud/${id}`, token: buyer.token })).json().estatus.id).toBe(3);
  });

  it('pays PRIME by card: the approved webhook gives the membership', async () => {
    const home = (await t.api({ url: '/usuario/membresia', token: member.token })).json();
    expect(home.metodoPago.map((m: { id: number }) => m.id)).toContain(8);
    const res = await t.api({ method: 'POST', url: '/usuario/membresia/solicitud', token: member.token, payload: { planId: home.planes[0].id, metodoPago: 8 } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pasarela).toMatch(/^https:\/\/pasarela\.ejemplo\/pagar\//);
    expect(gateway.received.at(-1)!.body.urlRetorno).toBe(`https://tienda.ejemplo/procesar?tipo=membresia&id=${res.json().id}`);
    const answers = await Promise.all([webhook(await eventFor('membresia', res.json().id)), webhook(await eventFor('membresia', res.json().id))]);
    expect(answers.map((a) => a.json().estado).sort()).toEqual(['aplicado', 'repetido']);
    // the plan changed to PRIME: the customer's sessions end ('Plan de Usuario actualizado')
    expect((await t.api({ url: `/usuario/membresia/solicitud/${res.json().id}`, token: member.token })).statusCode).toBe(401);
    const [s] = await t.database.db.select().from(membresiaSolicitud).where(eq(membresiaSolicitud.id, res.json().id));
    const ms = await t.database.db.select().from(membresia).where(eq(membresia.solicitudId, res.json().id));
    expect([s!.estatus, ms.length]).toEqual([2, 1]);
  });
});

describe('card gateway not configured', () => {
  let t: TestApp;
  let buyer: Shopper;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    [buyer] = (await makeCustomers(t, 1, 1)) as [Shopper];
  });
  afterAll(() => t.close());

  it('does not offer the card and refuses it with 422; the webhook path does not exist', async () => {
    const form = (await t.api({ url: '/usuario/tarjeta/solicitud/formcomprar', token: buyer.token })).json();
    expect(form.metodoPago.map((m: { id: number }) => m.id)).toEqual([3, 4, 5]);
    const res = await t.api({ method: 'POST', url: '/usuario/tarjeta/solicitud/procesarcomprar', token: buyer.token, payload: tarjeta('20.00') });
    expect([res.statusCode, res.json().mensaje]).toEqual([422, 'El pago con tarjeta no está disponible']);
    const home = (await t.api({ url: '/usuario/membresia', token: buyer.token })).json();
    expect(home.metodoPago.map((m: { id: number }) => m.id)).not.toContain(8);
    const prime = await t.api({ method: 'POST', url: '/usuario/membresia/solicitud', token: buyer.token, payload: { planId: home.planes[0].id, metodoPago: 8 } });
    expect([prime.statusCode, prime.json().mensaje]).toEqual([422, 'El pago con tarjeta no está disponible']);
    const hook = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}/pasarela/tarjeta/webhook`, payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(hook.statusCode).toBe(404);
  });
});
