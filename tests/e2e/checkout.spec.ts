/**
 * The buying journey of issue 4: a guest fills cart 1, logs in at checkout (the cart merges), pays part with
 * the TZM balance and the rest by mobile payment, tracks the order, staff move it to delivered and the
 * customer rates it; the minimum purchase stops a normal customer and not a PRIME one. Each journey has its own
 * customers (tests/e2e/customers.ts).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshCustomer } from './customers';
import { DEMO_PASSWORD, storedToken, storefrontLogin, unique } from './helpers';
import { signIn } from './session';

const CATEGORY = '/caracas/supermercado/viveres';

/** Adds `cantidad` units of the `index`-th product of a category page with its card's 'Agregar' form; its name. */
async function addFromCategory(page: Page, index: number, cantidad: number): Promise<string> {
  const card = page.getByRole('article').nth(index);
  const nombre = (await card.getByRole('heading').first().textContent())!.trim();
  // the card's −/+ stepper: up until the quantity shows
  const stepper = card.getByRole('group', { name: `Cantidad de ${nombre}` });
  for (let i = 0; i < 50 && (await stepper.getByLabel('Cantidad', { exact: true }).textContent()) !== String(cantidad); i++) {
    await stepper.getByRole('button', { name: 'Aumentar cantidad' }).click();
  }
  await expect(stepper.getByLabel('Cantidad', { exact: true })).toHaveText(String(cantidad));
  await card.getByRole('button', { name: `Agregar ${nombre} al carrito` }).click();
  await expect(card.getByRole('button', { name: `Agregar ${nombre} al carrito` })).toContainText('Agregado');
  return nombre;
}

/** The whole page in one picture, with the sticky menu at the top where it belongs. */
async function screenshotWhole(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Carrito: / }).first().click();
  return page.getByRole('dialog', { name: 'Carrito de compras' });
}

/** A customer's session through the API (the login form is the first journey's subject, not these), then the page. */
async function signedInAt(page: Page, email: string, url: string): Promise<void> {
  await signIn(page, email);
  await page.goto(url);
}

async function chooseFirstWindow(page: Page, label = 'Horario de entrega'): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  // options are named 'Lunes 23 de noviembre, 08:00 a 11:00'; the day headers are not options
  await page.getByRole('listbox').getByRole('option', { name: /, \d\d:\d\d a \d\d:\d\d$/ }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Staff with ROLE_PEDIDO verify the payment and move the order to delivered in the back office (/admin/pedido). */
async function staffDeliver(browser: Browser, ordenId: number): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'operador@demo.ve');
  await page.goto(`/admin/pedido/${ordenId}`);
  const pagos = [
    ['Pago verificado', 'Pago móvil verificado en el banco'],
    ['En preparación', 'Pedido en preparación'],
    ['En camino', 'Salió con el motorizado'],
    ['Entregado', 'Entregado al cliente'],
  ] as const;
  for (const [estatus, nota] of pagos) {
    await page.getByRole('button', { name: 'Cambiar estatus' }).click();
    const dialog = page.getByRole('dialog', { name: `Cambiar estatus del pedido #${ordenId}` });
    await dialog.getByRole('combobox', { name: 'Nuevo estatus' }).click();
    await page.getByRole('option', { name: estatus, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nota' }).fill(nota);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Estatus actualizado')).toBeVisible();
    if (estatus === 'Pago verificado') await expect(page.getByText('Verificado', { exact: true }).first()).toBeVisible();
  }
  await context.close();
}

test.describe('compra y pedidos', () => {
  test('un invitado llena el carrito, paga con saldo y pago móvil, rastrea, el personal entrega y el cliente califica', async ({ page, browser }) => {
    const cliente = await freshCustomer({ saldo: '50.00', direcciones: [{ zona: 'caracas', nombre: 'Casa' }, { zona: 'caracas', nombre: 'Oficina' }] });
    await page.goto(CATEGORY);
    const primero = await addFromCategory(page, 0, 10);
    await addFromCategory(page, 1, 6);
    const cart = await openCart(page);
    await expect(cart.getByRole('listitem', { name: primero })).toBeVisible();
    await cart.getByRole('button', { name: 'Finalizar Compra' }).click();

    await expect(page).toHaveURL(/\/auth\/login\?carrito=pagar&pagina=0$/);
    await storefrontLogin(page, cliente.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/caracas\/pago\/0$/);
    await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
    const productos = page.getByRole('list', { name: 'Productos del pedido' });
    await expect(productos.getByText(primero)).toBeVisible();

    // 1 Entrega: delivery to the saved address 'Casa' (chosen first) and a window
    const entrega = page.getByRole('region', { name: 'Entrega' });
    await expect(entrega.getByRole('radio', { name: /^Casa/ })).toBeChecked();
    await chooseFirstWindow(page);

    // 3 Pago: part with the balance, the rest by mobile payment with a reference
    const pago = page.getByRole('region', { name: 'Pago' });
    await pago.getByRole('checkbox', { name: 'Usar mi saldo TZM' }).check();
    await pago.getByRole('textbox', { name: 'Monto a usar del saldo' }).fill('5,00');
    await pago.getByRole('radio', { name: 'Pago móvil' }).check();
    await expect(pago.getByTestId('monto-metodo')).toContainText('Bs.');
    await pago.getByRole('textbox', { name: 'Número de referencia' }).fill('12');
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(pago.getByText('La referencia debe tener de 4 a 30 letras o números')).toBeVisible();
    await pago.getByRole('textbox', { name: 'Número de referencia' }).fill('00123456');
    await pago.getByRole('textbox', { name: 'Banco de origen' }).fill('Banesco');
    await expect(page.getByTestId('resumen-Pagado con saldo TZM')).toContainText('$ 5,00');
    await screenshotWhole(page, test.info().outputPath('checkout-desktop.png'));

    await page.getByRole('button', { name: 'Confirmar pedido' }).dblclick();
    const confirmacion = page.getByRole('heading', { name: /^¡Pedido #\d+ recibido!$/ });
    await expect(confirmacion).toBeVisible();
    const ordenId = Number((await confirmacion.textContent())!.match(/#(\d+)/)![1]);
    await expect(page.getByTestId('estatus-orden')).toHaveText('Pago por verificar');

    const token = await storedToken(page);
    const pedidos = await page.request.get('/backend/usuario/orden/pagina/1', { headers: { Authorization: `Bearer ${token}` } });
    const mias = ((await pedidos.json()) as { orden: { id: number }[] }).orden.filter((o) => o.id === ordenId);
    expect(mias, 'un doble clic da un solo pedido').toHaveLength(1);

    await page.getByRole('button', { name: 'Ver rastreo' }).click();
    const rastreo = page.getByRole('list', { name: 'Pedidos en curso' }).getByRole('listitem', { name: `Pedido #${ordenId}` });
    await expect(rastreo).toBeVisible();
    await expect(rastreo.getByTestId('estatus-orden')).toHaveText('Pago por verificar');
    await expect(rastreo.getByRole('list', { name: 'Estado del pedido' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checkout-tracking.png') });
    await page.keyboard.press('Escape');

    await page.goto('/mi-cuenta/pedidos');
    await page.getByRole('list', { name: 'Pedidos' }).getByRole('link', { name: `Pedido #${ordenId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/mi-cuenta/pedidos/${ordenId}$`));
    await expect(page.getByRole('heading', { name: `Pedido #${ordenId}` })).toBeVisible();
    const pagos = page.getByRole('list', { name: 'Pagos del pedido' });
    await expect(pagos.getByText('Pago móvil')).toBeVisible();
    await expect(pagos.getByText(/Ref\. 00123456/)).toBeVisible();
    await screenshotWhole(page, test.info().outputPath('checkout-order.png'));

    await staffDeliver(browser, ordenId);

    // a new visit checks once for a delivered order without a rating and offers to rate it
    await page.goto('/caracas');
    await expect(page.getByText(/¿Qué tal estuvo su pedido #\d+\?/)).toBeVisible();
    await page.getByRole('link', { name: 'Calificar' }).click();
    await expect(page).toHaveURL(/\/calificaciones$/);
    const porCalificar = page.getByRole('region', { name: 'Por calificar' }).getByRole('listitem', { name: `Pedido #${ordenId}` });
    // the star inputs are visually hidden; their labels are the stars
    await porCalificar.locator('label').filter({ hasText: '4 estrellas' }).click();
    await expect(porCalificar.getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await porCalificar.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(`Todo llegó bien ${unique()}`);
    await porCalificar.getByRole('button', { name: 'Enviar calificación' }).click();
    await expect(page.getByText(`¡Gracias por calificar su pedido #${ordenId}!`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Calificados' }).getByRole('listitem', { name: `Pedido #${ordenId}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('checkout-ratings.png') });
  });

  test('el pago se completa en un teléfono de 390 px sin desplazamiento horizontal', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // a saved address already, so the form for a new one opens from its button
    await signedInAt(page, (await freshCustomer({ direcciones: [{ zona: 'caracas', nombre: 'Casa' }] })).email, CATEGORY);
    await addFromCategory(page, 2, 12);
    await page.goto('/caracas/pago/0');
    await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();

    // a new address: area, then sector; saved and chosen at once
    const entrega = page.getByRole('region', { name: 'Entrega' });
    await entrega.getByRole('button', { name: 'Agregar una dirección nueva' }).click();
    const nueva = entrega.getByRole('form', { name: 'Nueva dirección' });
    await nueva.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(nueva.getByText('Elija el área')).toBeVisible();
    await nueva.getByRole('combobox', { name: 'Área' }).click();
    await page.getByRole('option').first().click();
    await nueva.getByRole('combobox', { name: 'Sector' }).click();
    await page.getByRole('option').first().click();
    const nombre = `Trabajo ${unique()}`;
    await nueva.getByRole('textbox', { name: 'Nombre de la dirección' }).fill(nombre);
    await nueva.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Av. Libertador, edificio Centro, piso 3');
    await nueva.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(entrega.getByRole('radio', { name: new RegExp(`^${nombre}`) })).toBeChecked();

    await chooseFirstWindow(page);
    await page.getByRole('region', { name: 'Pago' }).getByRole('radio', { name: 'Transferencia bancaria' }).check();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'sin desplazamiento horizontal').toBeLessThanOrEqual(390);
    await screenshotWhole(page, test.info().outputPath('checkout-phone.png'));
    await context.close();
  });

  test('un cliente ve sus cupones y los aplica en el pago', async ({ page }) => {
    await signedInAt(page, (await freshCustomer()).email, CATEGORY);
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Mis Cupones' }).click();
    const cupones = page.getByRole('list', { name: 'Cupones disponibles' });
    await expect(cupones.getByRole('listitem').first()).toBeVisible();
    await expect(cupones.getByTestId('cupon-descuento').first()).toHaveText(/(%|\$ \d)/);
    await page.screenshot({ path: test.info().outputPath('checkout-coupons.png') });
    await page.keyboard.press('Escape');

    await addFromCategory(page, 0, 12);
    await addFromCategory(page, 3, 6);
    await page.goto('/caracas/pago/0');
    const cupon = page.getByRole('region', { name: 'Cupón' });
    await cupon.getByRole('textbox', { name: 'Código del cupón' }).fill('NOEXISTE');
    await cupon.getByRole('button', { name: 'Aplicar' }).click();
    await expect(cupon.getByText(/Cupón no válido/)).toBeVisible();
    await cupon.getByRole('textbox', { name: 'Código del cupón' }).fill('BIENVENIDA10');
    await cupon.getByRole('button', { name: 'Aplicar' }).click();
    await expect(cupon.getByText(/Cupón BIENVENIDA10 aplicado/)).toBeVisible();
    await expect(page.getByTestId('resumen-Descuento')).toContainText('- $');
  });

  test('un cliente PRIME compra por debajo del mínimo normal; uno normal se detiene con el mensaje del mínimo', async ({ page }) => {
    const [prime, normal] = await Promise.all([freshCustomer({ prime: true }), freshCustomer()]);
    await signedInAt(page, prime.email, CATEGORY);
    await addFromCategory(page, 0, 1);
    const cart = await openCart(page);
    await cart.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page).toHaveURL(/\/caracas\/pago\/0$/);
    await page.getByRole('region', { name: 'Entrega' }).getByRole('button', { name: 'Retiro en tienda' }).click();
    await chooseFirstWindow(page, 'Horario de retiro');
    await page.getByRole('region', { name: 'Pago' }).getByRole('radio', { name: 'Efectivo' }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByRole('heading', { name: /^¡Pedido #\d+ recibido!$/ })).toBeVisible();

    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => storedToken(page)).toBeNull();
    await signedInAt(page, normal.email, CATEGORY);
    await addFromCategory(page, 0, 1);
    const cart2 = await openCart(page);
    await cart2.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(cart2.getByText(/El monto mínimo de compra es de \$\s20,00/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));

    await page.goto('/caracas/pago/0');
    await expect(page.getByText(/El monto mínimo de compra es de \$\s20,00/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toBeDisabled();
  });
});
