/** Shared steps of the end-to-end journeys: logins, unique data, generated images and the mail outbox. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import type { OutboxEntry } from '../../src/server/plugins/mail';

export const DEMO_PASSWORD = 'Demo1234!';

/** Where the e2e server (scripts/e2e-server.mjs) writes each e-mail as .eml + .json sidecar. */
const OUTBOX_DIR = join(import.meta.dirname, '..', '.tmp', `e2e-data-${process.env.E2E_PORT ?? '3999'}`, 'outbox');

let counter = 0;

/** A short suffix unique within the run and across runs, for names, e-mails and documents. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

/** Staff login on the back office's own form; waits for the dashboard greeting. */
export async function adminLogin(page: Page, email: string): Promise<void> {
  await submitAdminLogin(page, email);
  await expect(page.getByText(`Bienvenido, ${email}`)).toBeVisible();
}

/** Fills and submits the back office's login form, whatever the outcome. */
export async function submitAdminLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** A solid-colour PNG in the test's output folder; its path. */
export async function pngImage(testInfo: TestInfo, name = 'miniatura.png'): Promise<string> {
  const path = testInfo.outputPath(name);
  await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 230, g: 120, b: 40 } } })
    .png()
    .toFile(path);
  return path;
}

/** Picks an option of a react-admin SelectInput by its label. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Creates a category from the back office's create form (logged-in staff) and waits for its edit page;
 * returns its id.
 */
export async function createCategory(page: Page, fields: { nombre: string; padre?: string; icono?: RegExp }): Promise<number> {
  await page.goto('/admin/categoria/create');
  const nombre = page.getByRole('textbox', { name: 'Nombre' });
  await nombre.fill(fields.nombre);
  if (fields.padre) await choose(page, 'Categoría padre', fields.padre);
  if (fields.icono) await choose(page, 'Icono', fields.icono);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/categoria\/\d+$/);
  await expect(page.getByText('Elemento creado')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre' })).toHaveValue(fields.nombre);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Opens the storefront of a zone and its categories panel; the panel's list. */
export async function openCategoriesPanel(page: Page, zona = 'caracas'): Promise<Locator> {
  await page.goto(`/${zona}`);
  await page.getByRole('button', { name: 'Categorías' }).first().click();
  const panel = page.getByRole('list', { name: 'Categorías' });
  // the panel's top-level categories are buttons; the first one tells the menu has loaded
  await expect(panel.getByRole('button').first()).toBeVisible();
  return panel;
}

/** The token the back office and the storefront keep in localStorage (null when logged out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

async function newestMailTo(to: string, linkPart: string): Promise<OutboxEntry | null> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(OUTBOX_DIR, n), 'utf8')) as OutboxEntry),
  );
  const matching = entries
    .filter((e) => e.to.toLowerCase() === to.toLowerCase() && e.links.some((l) => l.includes(linkPart)))
    .sort((a, b) => b.fecha.localeCompare(a.fecha));
  return matching[0] ?? null;
}

/**
 * Waits for the newest e-mail to `to` carrying a link that contains `linkPart` (mail is sent in the
 * background) and returns that link as a path, so it opens on the server under test.
 */
export async function linkFromMail(to: string, linkPart: string): Promise<string> {
  let mail: OutboxEntry | null = null;
  await expect
    .poll(async () => (mail = await newestMailTo(to, linkPart)), { message: `correo a ${to} con ${linkPart}`, timeout: 15_000 })
    .not.toBeNull();
  const link = new URL(mail!.links.find((l) => l.includes(linkPart))!);
  return `${link.pathname}${link.search}`;
}

export interface NewCustomer {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  tipoDocumento: 'V' | 'E';
  documento: string;
  clave: string;
}

/** A customer nobody has registered yet. */
export function newCustomer(): NewCustomer {
  const id = unique();
  const digits = String((Date.now() + counter) % 10_000_000).padStart(7, '0');
  return {
    nombre: 'María José',
    apellido: 'Pérez Rondón',
    email: `cliente.${id}@e2e.test`,
    telefono: `0414-${digits}`,
    tipoDocumento: 'E',
    documento: `8${digits}`,
    clave: 'Mercado2024',
  };
}

/** Fills and sends the registration form at /auth/registro (the page must be open). */
export async function fillRegistration(page: Page, customer: NewCustomer): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(customer.nombre);
  await page.getByRole('textbox', { name: 'Apellido' }).fill(customer.apellido);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(customer.telefono);
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: customer.tipoDocumento, exact: true }).click();
  await page.getByRole('textbox', { name: 'Documento de identidad' }).fill(customer.documento);
  await page.getByRole('textbox', { name: 'Clave', exact: true }).fill(customer.clave);
  await page.getByRole('textbox', { name: 'Confirmar clave' }).fill(customer.clave);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Storefront login at /auth/login (the page must be open). */
export async function storefrontLogin(page: Page, email: string, clave: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('textbox', { name: 'Clave', exact: true }).fill(clave);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/**
 * Waits until every finite CSS animation and transition of the page has ended (a route's fade-in, MUI's
 * label colour transition), instead of sleeping for their length; endless ones (spinners) are skipped.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** An entry of the back office's side menu (the dashboard's cards are links too). */
export function adminMenuLink(page: Page, name: string): Locator {
  return page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name, exact: true });
}
