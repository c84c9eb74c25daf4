/**
 * A zone's delivery set up as operations staff do: zone `barquisimeto` and its pickup address through the
 * API; in the back office, an area with two sectors and a Monday schedule of capacity 2 and a 60-minute
 * cut-off (Tuesday to Saturday and the pickup schedules through the API); the coming days' fill; a block
 * for tomorrow hides tomorrow's windows at checkout (formpago); a product stocked there through the API and
 * a customer checking out to the new area on a window the block leaves open; the zone set inactive sends its
 * storefront to maintenance. The storefront footer tells the zone's real delivery cost and time; the
 * shipping options' list shows the seeded ones.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './axe';
import { freshCustomer } from './customers';
import { choose, unique } from './helpers';
import { apiLogin, signIn, type ApiSession } from './session';

const API = '/backend/admin/zona';

async function send(request: APIRequestContext, admin: ApiSession, method: 'post' | 'put', url: string, data: unknown) {
  const res = await request[method](`${API}/${url}`, { headers: admin.headers, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** YYYY-MM-DD in Caracas, `days` from today. */
function caracasDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date(Date.now() + days * 86_400_000));
}

test('back office: áreas, sectores, horarios con cupo, retiro y bloqueos de barquisimeto', async ({ page, request }, testInfo) => {
  const admin = await apiLogin(request, 'admin@demo.ve');
  const existing = await request.get(`${API}/barquisimeto/simple`, { headers: admin.headers });
  const zona = existing.ok() ? await existing.json() : await send(request, admin, 'post', 'registrar', { nombre: 'Barquisimeto' });
  await send(request, admin, 'put', 'barquisimeto/estatus', { estatus: 1 });
  const punto = await send(request, admin, 'post', 'barquisimeto/direccion', { nombre: `Retiro Centro ${unique()}`, direccion: 'Av. 20 con calle 30, Barquisimeto' });
  for (let dia = 1; dia <= 6; dia++) {
    await send(request, admin, 'post', 'barquisimeto/horario-pickup', { direccionZonaId: punto.id, diaSemana: dia, horaInicio: '09:00', horaFin: '12:00', capacidad: 2, corteMinutos: 60 });
  }

  // the area, its sectors and its Monday schedule, in the zone's screen
  await signIn(page, 'admin@demo.ve');
  await page.goto(`/admin/zona/${zona.id}/show/areas`);
  const areaNombre = `Centro ${unique()}`;
  await page.getByRole('button', { name: 'Registrar área' }).click();
  let dialog = page.getByRole('dialog', { name: 'Registrar área' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(areaNombre);
  await dialog.getByRole('textbox', { name: 'Costo de envío' }).fill('-2');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Indique un costo de 0 o más, con hasta 2 decimales')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Costo de envío' }).fill('1.50');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const areaRow = page.getByRole('row', { name: new RegExp(areaNombre) });
  await expect(areaRow).toContainText('$1.50');
  await areaRow.getByRole('button', { name: `Sectores y horarios: ${areaNombre}` }).click();

  for (const sector of ['Este', 'Oeste']) {
    await page.getByRole('button', { name: 'Registrar sector' }).click();
    dialog = page.getByRole('dialog', { name: 'Registrar sector' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(sector);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(`^${sector}`) })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Registrar horario' }).click();
  dialog = page.getByRole('dialog', { name: 'Registrar horario' });
  await choose(page, 'Día', 'Lunes');
  await dialog.getByLabel('Desde').fill('12:00');
  await dialog.getByLabel('Hasta').fill('10:00');
  await dialog.getByRole('spinbutton', { name: 'Capacidad' }).fill('2');
  await dialog.getByRole('spinbutton', { name: 'Corte' }).fill('60');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('La hora de fin debe ser posterior a la de inicio')).toBeVisible();
  await dialog.getByLabel('Desde').fill('08:00');
  await dialog.getByLabel('Hasta').fill('11:00');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Lunes/ })).toContainText('60 min');

  const areas = (await (await request.get(`${API}/barquisimeto/arealistado`, { headers: admin.headers })).json()) as { id: number; nombre: string }[];
  const area = areas.find((a) => a.nombre === areaNombre)!;
  for (let dia = 2; dia <= 6; dia++) {
    await send(request, admin, 'post', 'barquisimeto/horario', { areaId: area.id, diaSemana: dia, horaInicio: '08:00', horaFin: '11:00', capacidad: 2, corteMinutos: 60 });
  }
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(areaNombre) })).toContainText('6');
  await expect(page.getByText('Guardado')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'áreas de la zona');
  await page.screenshot({ path: testInfo.outputPath('zona-areas-escritorio.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Horarios de retiro' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${punto.nombre}.*Sábado`) })).toBeVisible();
  await page.getByRole('tab', { name: 'Ocupación de los próximos días' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${areaNombre}.*0 / 2`) }).first()).toBeVisible();

  // a block for tomorrow (both delivery types) hides tomorrow's windows at checkout
  const tomorrow = caracasDate(1);
  const comprador = await freshCustomer();
  const cliente = await apiLogin(request, comprador.email);
  const formpago = async () => {
    const res = await request.get('/backend/usuario/orden/zona/barquisimeto/pagina/0/formpago', { headers: cliente.headers });
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as { area: { id: number; ventana: { fecha: string }[] }[]; retiro: { id: number; ventana: { fecha: string }[] }[] };
    return [...body.area.filter((a) => a.id === area.id), ...body.retiro.filter((p) => p.id === punto.id)].flatMap((x) => x.ventana.map((v) => v.fecha));
  };
  const before = await formpago();
  expect(before.length).toBeGreaterThan(0);
  await send(request, admin, 'post', 'barquisimeto/envio-bloqueo', { tipoEnvio: null, desde: `${tomorrow}T00:00:00-04:00`, hasta: `${caracasDate(2)}T00:00:00-04:00`, motivo: 'Feriado regional' });
  const after = await formpago();
  expect(after).not.toContain(tomorrow);
  expect(after).toEqual(before.filter((f) => f !== tomorrow));
  await page.getByRole('tab', { name: 'Bloqueos de envío' }).click();
  await expect(page.getByRole('row', { name: /Feriado regional/ }).first()).toContainText('Delivery y retiro');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/zona/${zona.id}/show/areas`);
  await expect(page.getByRole('row', { name: new RegExp(areaNombre) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('zona-areas-telefono.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();

  // the storefront's footer says what delivery costs and takes there, from the zone's data
  await page.goto('/barquisimeto');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${areaNombre}: 3 horas`);
  await expect(footer).toContainText('Delivery desde');
  await expect(footer).not.toContainText('Delivery gratis');

  // stock a product there (a branch of store 1 in the zone, its stock and the three plan prices) and a
  // customer checks out to the new area in the storefront, on a window the block leaves open
  const sucursal = await (async () => {
    const res = await request.post('/backend/admin/tienda/1/sucursal', {
      headers: admin.headers,
      data: { zonaId: zona.id, nombre: `Barquisimeto Centro ${unique()}`, direccion: 'Carrera 19 con calle 25' },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  })();
  const precio = (usuarioTipo: 1 | 2 | 3) => ({ usuarioTipo, precio: '12.50', oferta: '0.00', minimo: 1, maximo: null, grupo: 1, unidad: 1 });
  const stocked = await request.post('/backend/admin/inventario/registrar', {
    headers: admin.headers,
    data: { sucursalId: sucursal.id, productoId: 1, existencia: 40, precios: [precio(1), precio(2), precio(3)] },
  });
  expect(stocked.status(), await stocked.text()).toBe(201);
  const saved = await request.post('/backend/usuario/carrito/zona/barquisimeto', {
    headers: cliente.headers,
    data: { pagina: 1, carritoDetalle: [{ producto: { id: 1 }, cantidad: 3 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const shopper = await page.context().browser()!.newContext();
  const tienda = await shopper.newPage();
  await signIn(tienda, comprador.email);
  await tienda.goto('/barquisimeto/pago/1');
  await expect(tienda.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(tienda.getByRole('list', { name: 'Productos del pedido' }).getByRole('listitem')).toHaveCount(1);
  const entrega = tienda.getByRole('region', { name: 'Entrega' });
  // with no address in the zone yet the form is open at once
  const nueva = entrega.getByRole('form', { name: 'Nueva dirección' });
  await expect(nueva).toBeVisible();
  await nueva.getByRole('combobox', { name: 'Área' }).click();
  await tienda.getByRole('option', { name: areaNombre, exact: true }).click();
  await nueva.getByRole('combobox', { name: 'Sector' }).click();
  await tienda.getByRole('option', { name: 'Este', exact: true }).click();
  await nueva.getByRole('textbox', { name: 'Nombre de la dirección' }).fill(`Oficina ${unique()}`);
  await nueva.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Lara, edificio Crepúsculo, piso 2');
  await nueva.getByRole('button', { name: 'Guardar dirección' }).click();
  await tienda.getByRole('combobox', { name: 'Horario de entrega' }).click();
  const ventanas = tienda.getByRole('listbox').getByRole('option', { name: /, \d\d:\d\d a \d\d:\d\d$/ });
  await expect(ventanas.first()).toBeVisible();
  const fechaManana = new Intl.DateTimeFormat('es-VE', { timeZone: 'America/Caracas', day: 'numeric', month: 'long' }).format(new Date(Date.now() + 86_400_000));
  for (const nombre of await ventanas.allTextContents()) {
    expect(nombre, 'mañana está bloqueado').not.toContain(` ${fechaManana},`);
    expect(nombre).toMatch(/08:00 a 11:00$/);
  }
  await ventanas.first().click();
  const pago = tienda.getByRole('region', { name: 'Pago' });
  await pago.getByRole('radio', { name: 'Pago móvil' }).check();
  await pago.getByRole('textbox', { name: 'Número de referencia' }).fill('00987654');
  await pago.getByRole('textbox', { name: 'Banco de origen' }).fill('Banesco');
  await expect(tienda.getByTestId('resumen-Envío')).toContainText('$ 1,50');
  await tienda.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(tienda.getByRole('heading', { name: /^¡Pedido #\d+ recibido!$/ })).toBeVisible();
  await tienda.screenshot({ path: testInfo.outputPath('barquisimeto-pedido.png'), fullPage: true });
  await shopper.close();

  // the shipping options of the staff member's zones
  await page.goto('/admin/envio');
  await expect(page.getByRole('row', { name: /Valencia.*Retiro en tienda/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Valencia.*Delivery/ })).toContainText('San Diego +$2.50');
  await expectAccessible(page, 'opciones de envío');
  await page.screenshot({ path: testInfo.outputPath('envio-escritorio.png'), fullPage: true });

  // inactive: the storefront goes to maintenance
  await page.goto(`/admin/zona/${zona.id}/show`);
  await page.getByRole('button', { name: 'Desactivar' }).first().click();
  const confirm = page.getByRole('dialog', { name: '¿Poner la zona en mantenimiento?' });
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('button', { name: 'Activar', exact: true }).first()).toBeVisible();
  await page.goto('/barquisimeto');
  await expect(page).toHaveURL(/\/mantenimiento\/barquisimeto$/);
});
