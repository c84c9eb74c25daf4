/**
 * Opening a zone as operations staff do: registered at the spec's path with its slug made from the name,
 * a duplicate name flagged while typing, the new zone's storefront open at once; put into maintenance
 * after a confirmation that says what happens, and its storefront shows the maintenance page.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { unique } from './helpers';
import { signIn } from './session';

test('back office: se abre una zona nueva y se pone en mantenimiento', async ({ page }, testInfo) => {
  await signIn(page, 'admin@demo.ve');
  const nombre = `Barquisimeto ${unique()}`;
  const slug = nombre.toLowerCase().replace(/\s+/g, '-');

  await page.goto('/admin/zona/registrar');
  await expect(page).toHaveURL(/\/admin\/zona\/create$/);
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Valencia');
  await expect(page.getByText('Ya existe una zona con ese nombre')).toBeVisible();
  await page.getByRole('textbox', { name: 'Slug (dirección en la tienda)' }).fill('registrar');
  await expect(page.getByText('Ese slug está reservado por la tienda; elija otro')).toBeVisible();
  await page.getByRole('textbox', { name: 'Slug (dirección en la tienda)' }).fill('');
  await page.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
  await expect(page.getByText('Ya existe una zona con ese nombre')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page).toHaveURL(/\/admin\/zona\/\d+\/show$/);
  await expect(page.getByText(slug, { exact: true })).toBeVisible();
  await expect(page.getByText('Esta zona aún no tiene sucursales activas: no hay productos a la venta.')).toBeVisible();
  await expectAccessible(page, 'zona nueva');
  await page.screenshot({ path: testInfo.outputPath('zona-escritorio.png'), fullPage: true });

  // a pickup address, registered in its dialog; a bad phone is refused under its field
  await page.getByRole('tab', { name: 'Direcciones de retiro' }).click();
  await expect(page.getByText('Esta zona no tiene direcciones de retiro: sus clientes solo pueden pedir delivery.')).toBeVisible();
  await page.getByRole('button', { name: 'Registrar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar dirección' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Retiro Este');
  await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. Lara con calle 5, local 2');
  await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('555');
  await expect(dialog.getByText('Indique un teléfono de 11 dígitos que empiece por 0 (por ejemplo 02125550101)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('0251-555.01.01');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Dirección guardada')).toBeVisible();
  await expect(page.getByRole('row', { name: /Retiro Este/ })).toContainText('02515550101');
  // axe reads colours mid-animation: check the tab once the notice has gone
  await expect(page.getByText('Dirección guardada')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'direcciones de retiro');
  await page.screenshot({ path: testInfo.outputPath('zona-direcciones.png'), fullPage: true });

  // the creator holds the new zone's role: its list row is theirs
  await page.goto('/admin/zona');
  await expect(page.getByRole('row', { name: new RegExp(nombre) })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(nombre) }).getByRole('button', { name: 'Desactivar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Poner la zona en mantenimiento?' });
  await expect(confirm).toContainText(`La tienda de ${nombre} mostrará la página de mantenimiento de inmediato`);
  await confirm.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(nombre) }).getByText('Inactivo')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(nombre)).toBeVisible();
  await expectAccessible(page, 'zonas (teléfono)');
  await page.screenshot({ path: testInfo.outputPath('zona-telefono.png'), fullPage: true });

  await page.goto(`/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/mantenimiento/${slug}$`));
  await expect(page.getByText(new RegExp(`${nombre} está en mantenimiento`))).toBeVisible();
});
