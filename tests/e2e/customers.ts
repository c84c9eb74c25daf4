/**
 * Customers of one test, made through the API in well under a second: registered, verified with the token
 * of the mailed link and, when asked, given saved addresses, a TZM balance (a staff adjustment) and PRIME (a
 * request approved by staff). A journey that changes a customer's carts, addresses, orders, balance,
 * notifications, profile or plan uses one of these, never a demo account: the demo accounts are shared by
 * every spec of a shard, whichever order the files run in.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, linkFromMail, newCustomer, type NewCustomer } from './helpers';
import { apiLogin, type ApiSession } from './session';

export interface SavedAddress {
  zona: string;
  nombre: string;
  direccion?: string;
}

export interface CustomerOptions {
  /** Saved delivery addresses, in this order, each in the first sector of the zone's first area. */
  direcciones?: SavedAddress[];
  /** A TZM balance credited by staff, e.g. '50.00'. */
  saldo?: string;
  /** PRIME: a monthly membership paid by pago móvil and approved by staff. */
  prime?: boolean;
}

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status: number): Promise<unknown> {
  expect(res.status(), `${res.url()}: ${await res.text()}`).toBe(status);
  return res.json();
}

async function csrfHeaders(api: APIRequestContext): Promise<Record<string, string>> {
  await api.get('/backend/api/website/resolve');
  return { 'X-XSRF-TOKEN': (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value };
}

async function saveAddress(api: APIRequestContext, session: ApiSession, a: SavedAddress): Promise<void> {
  const sectores = (await ok(await api.get(`/backend/api/zona/sector?zona=${a.zona}`), 200)) as { area: { sector: { id: number }[] }[] };
  const data = { nombre: a.nombre, sectorId: sectores.area[0]!.sector[0]!.id, direccion: a.direccion ?? 'Av. Principal, edificio Sol, piso 3' };
  await ok(await api.post(`/backend/usuario/direccion/zona/${a.zona}`, { headers: session.headers, data }), 201);
}

async function customerId(api: APIRequestContext, admin: ApiSession, email: string): Promise<number> {
  const filter = encodeURIComponent(JSON.stringify({ email }));
  const rows = (await ok(await api.get(`/backend/admin/cliente?filter=${filter}`, { headers: admin.headers }), 200)) as { id: number; email: string }[];
  return rows.find((r) => r.email === email)!.id;
}

async function makePrime(api: APIRequestContext, session: ApiSession, admin: ApiSession): Promise<void> {
  const home = (await ok(await api.get('/backend/usuario/membresia', { headers: session.headers }), 200)) as { planes: { id: number; dias: number }[] };
  const plan = home.planes.find((p) => p.dias === 30) ?? home.planes[0]!;
  const data = { planId: plan.id, metodoPago: 3, referencia: `PM-${Date.now() % 1_000_000}`, banco: 'Banesco' };
  const solicitud = (await ok(await api.post('/backend/usuario/membresia/solicitud', { headers: session.headers, data }), 201)) as { id: number };
  await ok(await api.put(`/backend/admin/membresia/solicitud/${solicitud.id}/estatus`, { headers: admin.headers, data: { estatus: 2 } }), 200);
}

/**
 * A new verified customer with the demo password (so `signIn`, `apiLogin` and `placeOrder` take them), with
 * what `options` asks for; the caller's cookies and sessions are untouched.
 */
export async function freshCustomer(options: CustomerOptions = {}): Promise<NewCustomer> {
  const api = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const customer = { ...newCustomer(), clave: DEMO_PASSWORD };
    const headers = await csrfHeaders(api);
    await ok(await api.post('/backend/api/usuario/registrar', { headers, data: customer }), 201);
    const link = new URL(await linkFromMail(customer.email, '/auth/verificar-cuenta'), 'http://localhost');
    await ok(await api.post('/backend/api/usuario/verificar', { headers, data: { token: link.searchParams.get('token') } }), 200);

    const needsStaff = options.saldo !== undefined || options.prime === true;
    const session = options.direcciones?.length || options.prime ? await apiLogin(api, customer.email) : null;
    for (const a of options.direcciones ?? []) await saveAddress(api, session!, a);
    if (!needsStaff) return customer;

    const admin = await apiLogin(api, 'admin@demo.ve');
    const id = await customerId(api, admin, customer.email);
    if (options.saldo !== undefined) {
      const data = { operacion: 'credito', monto: options.saldo, motivo: 'Saldo inicial de la prueba', claveIdempotencia: crypto.randomUUID() };
      await ok(await api.post(`/backend/admin/tarjeta/saldo/${id}/ajuste`, { headers: admin.headers, data }), 201);
    }
    if (options.prime) await makePrime(api, session!, admin);
    return customer;
  } finally {
    await api.dispose();
  }
}
