/**
 * The back office's resource map: one entry per area. An entry says how the area maps onto the `/admin`
 * API (path, writable body, extra verbs) and where its views are; the views load on demand, each area
 * its own chunk, and its Spanish texts (messages.ts) come with the map.
 */
import type { ComponentType } from 'react';
import type { TranslationMessages } from 'react-admin';
import { categoriaBody } from './categoria/body';
import categoriaMessages from './categoria/messages';
import { cuponBody } from './cupon/body';
import cuponMessages from './cupon/messages';
import pedidoMessages from './pedido/messages';
import bitacoraMessages from './bitacora/messages';
import configMessages from './config/messages';
import { envioBody } from './envio/body';
import envioMessages from './envio/messages';
import { zonaBody } from './zona/body';
import zonaMessages from './zona/messages';
import { productoBody } from './producto/body';
import productoMessages from './producto/messages';
import { etiquetaBody } from './etiqueta/body';
import etiquetaMessages from './etiqueta/messages';
import { tiendaBody } from './tienda/body';
import tiendaMessages from './tienda/messages';
import inventarioMessages from './inventario/messages';
import publicidadMessages from './publicidad/messages';
import listaRapidaMessages from './lista-rapida/messages';
import { segmentoBody } from './onesignal/body';
import onesignalMessages from './onesignal/messages';
import clienteMessages from './cliente/messages';
import { usuarioBody } from './usuario/body';
import usuarioMessages from './usuario/messages';
import membresiaMessages from './membresia/messages';
import pagosMessages from './pagos-por-verificar/messages';
import tarjetaSolicitudMessages from './tarjeta-solicitud/messages';
import { ajusteMessages, conciliacionMessages, saldoMessages } from './tarjeta-saldo/messages';
import vueltoMessages from './vuelto/messages';
import reporteMessages from './reporte/messages';
import historialMessages from './buscador-historial/messages';
import sinonimoMessages from './buscador-historial/sinonimo-messages';
import { sinonimoBody } from './buscador-historial/body';
import borrarCuentaMessages from './borrar-cuenta/messages';
import referidoMessages from './referido/messages';

type Data = Record<string, unknown>;

export interface ResourceMapping {
  /** API path under /admin; the resource name when absent. */
  path?: string;
  /** The body sent on create and update, from the form's record (the server refuses unknown fields). */
  body?: (data: Data) => Data;
  /** PUT /admin/<path>/<id>/estatus */
  estatus?: boolean;
  /** POST /admin/<path>/<id>/imagen */
  imagen?: boolean;
  /** Fields checked with GET /admin/<path>/<field>/<value>[/<id>] */
  unique?: readonly string[];
  /** DELETE /admin/<path>/<id> */
  delete?: boolean;
  /** Spec verbs instead of the REST defaults: POST /admin/<path>/<create>, GET .../<id>/<read>, PUT .../<id>/<update>. */
  verbs?: { create?: string; read?: string; update?: string };
}

export type View = 'list' | 'create' | 'edit' | 'show';

/** What an area's folder exports by default (its index.ts). */
export type ResourceViews = Partial<Record<View, ComponentType>>;

export interface AdminResource extends ResourceMapping {
  /** The route under /admin and the react-admin resource name ('tarjeta/saldo' -> /admin/tarjeta/saldo). */
  name: string;
  /** The area's views, loaded on demand. */
  load: () => Promise<{ default: ResourceViews }>;
  views: readonly View[];
  recordRepresentation?: string | ((record: Data) => string);
  /** Resource texts: resources.<name>.* */
  messages: TranslationMessages[string];
  /** The spec's paths for this area: registrar / {id}/editar / {id}/imagen ('crud') or {id} ('show'). */
  specPaths?: 'crud' | 'show';
}

const CRUD: readonly View[] = ['list', 'create', 'edit', 'show'];

export const ADMIN_RESOURCES: AdminResource[] = [
  {
    /** Stores; their branches are a section of the store's page (tienda/<id>/sucursal, dialogs). */
    name: 'tienda',
    load: () => import('./tienda'),
    views: CRUD,
    recordRepresentation: 'nombre',
    messages: tiendaMessages,
    specPaths: 'crud',
    body: tiendaBody,
    estatus: true,
    unique: ['nombre'],
  },
  {
    name: 'etiqueta',
    load: () => import('./etiqueta'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'nombre',
    messages: etiquetaMessages,
    specPaths: 'crud',
    body: etiquetaBody,
    estatus: true,
    unique: ['nombre', 'slug'],
  },
  {
    name: 'categoria',
    load: () => import('./categoria'),
    views: CRUD,
    recordRepresentation: 'nombre',
    messages: categoriaMessages,
    specPaths: 'crud',
    body: categoriaBody,
    estatus: true,
    imagen: true,
    unique: ['nombre', 'slug'],
  },
  {
    name: 'producto',
    load: () => import('./producto'),
    views: CRUD,
    recordRepresentation: 'nombre',
    messages: productoMessages,
    specPaths: 'crud',
    body: productoBody,
    estatus: true,
    imagen: true,
    unique: ['nombre', 'codigo'],
  },
  {
    name: 'pedido',
    load: () => import('./pedido'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: pedidoMessages,
    specPaths: 'show',
    /** Orders are read and moved (orden/<id>/estatus with a note), never created or edited here. */
    path: 'orden',
  },
  {
    /** Push segments ({segmento} is the edit page: filters, live count, a message to send, its sends). */
    name: 'onesignal',
    load: () => import('./onesignal'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'nombre',
    messages: onesignalMessages,
    specPaths: 'crud',
    body: segmentoBody,
    estatus: true,
  },
  {
    /** PRIME requests: approved, rejected or a membership ended from the request's page. */
    name: 'membresia/solicitud',
    load: () => import('./membresia'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: membresiaMessages,
    specPaths: 'show',
  },
  {
    /** The one verification queue of manual payments (orders, PRIME memberships, balance cards). */
    name: 'pagos-por-verificar',
    load: () => import('./pagos-por-verificar'),
    views: ['list'],
    messages: pagosMessages,
  },
  {
    name: 'cupon',
    load: () => import('./cupon'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'nombre',
    messages: cuponMessages,
    specPaths: 'crud',
    body: cuponBody,
    estatus: true,
  },
  {
    /** One settings screen (GET /admin/config/configdata and its four edits), no records. */
    name: 'config',
    load: () => import('./config'),
    views: ['list'],
    messages: configMessages,
  },
  {
    /** Zones are addressed by slug or id at the spec's verbs (registrar, {zona}/editardata, {zona}/editar). */
    name: 'zona',
    load: () => import('./zona'),
    views: CRUD,
    recordRepresentation: 'nombre',
    messages: zonaMessages,
    specPaths: 'crud',
    body: zonaBody,
    estatus: true,
    unique: ['nombre', 'slug'],
    verbs: { create: 'registrar', read: 'editardata', update: 'editar' },
  },
  {
    /** Shipping options of the staff member's zones at the spec's verbs (registrar, {envio}/editar). */
    name: 'envio',
    load: () => import('./envio'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'nombre',
    messages: envioMessages,
    specPaths: 'crud',
    body: envioBody,
    estatus: true,
    verbs: { create: 'registrar', update: 'editar' },
  },
  {
    name: 'inventario',
    load: () => import('./inventario'),
    views: CRUD,
    recordRepresentation: (r) => `${String(r.productoNombre)} · ${String(r.sucursalNombre)}`,
    messages: inventarioMessages,
    specPaths: 'crud',
  },
  {
    /** One screen per zone (tabs) gathering its sliders, offer images, messages, menu links and featured groups. */
    name: 'publicidad',
    load: () => import('./publicidad'),
    views: ['list'],
    messages: publicidadMessages,
  },
  {
    /** A zone's quick lists with their products, quantities and images (tabs per zone). */
    name: 'lista-rapida',
    load: () => import('./lista-rapida'),
    views: ['list'],
    messages: listaRapidaMessages,
  },
  {
    /** Customers: search, the support page (orders, balance, history...) and block/unblock with a reason. */
    name: 'cliente',
    load: () => import('./cliente'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `${String(r.nombre)} ${String(r.apellido)}`,
    messages: clienteMessages,
    specPaths: 'show',
  },
  {
    /** Staff users: profile, area and zone roles (checklist), invitation by e-mail, block. */
    name: 'usuario',
    load: () => import('./usuario'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: 'email',
    messages: usuarioMessages,
    specPaths: 'crud',
    body: usuarioBody,
    unique: ['email'],
  },
  {
    /** Card purchases: list and {solicitud} (the decision page, react-admin's record path). */
    name: 'tarjeta/solicitud',
    load: () => import('./tarjeta-solicitud'),
    views: ['list', 'edit'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: tarjetaSolicitudMessages,
  },
  {
    /** Every customer's balance; {cliente}: the ledger and the adjustment form. */
    name: 'tarjeta/saldo',
    load: () => import('./tarjeta-saldo'),
    views: ['list', 'edit'],
    recordRepresentation: 'email',
    messages: saldoMessages,
  },
  {
    /** Staff adjustments; ajuste/{usuario}: one customer's adjustment form. */
    name: 'tarjeta/saldo/ajuste',
    load: () => import('./tarjeta-saldo/ajuste'),
    views: ['list', 'edit'],
    messages: ajusteMessages,
  },
  {
    /** Reconciliation of the balance ledger (reached from tarjeta/saldo). */
    name: 'tarjeta/conciliacion',
    load: () => import('./tarjeta-saldo/conciliacion'),
    views: ['list'],
    messages: conciliacionMessages,
  },
  {
    name: 'vuelto',
    load: () => import('./vuelto'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: vueltoMessages,
    verbs: { create: 'registrar' },
    specPaths: 'crud',
  },
  {
    /** Purchases by customer over a date range (read only, CSV export of every row). */
    name: 'reporte/compra-usuario',
    load: () => import('./reporte'),
    views: ['list'],
    messages: reporteMessages,
  },
  {
    /** Searches per text and per day, zero results, click-through and conversion; synonyms from a row. */
    name: 'buscador-historial',
    load: () => import('./buscador-historial'),
    views: ['list'],
    messages: historialMessages,
  },
  {
    name: 'buscador-historial/sinonimo',
    load: () => import('./buscador-historial/sinonimo'),
    views: ['list', 'create', 'edit'],
    recordRepresentation: (r) => (Array.isArray(r.palabras) ? r.palabras.join(', ') : ''),
    messages: sinonimoMessages,
    body: sinonimoBody,
    delete: true,
  },
  {
    name: 'bitacora',
    load: () => import('./bitacora'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: bitacoraMessages,
  },
  {
    /** Delete-account requests: read, then approved (anonymise) or rejected with a note; never created here. */
    name: 'borrar-cuenta',
    load: () => import('./borrar-cuenta'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: borrarCuentaMessages,
    specPaths: 'show',
  },
  {
    /** Referrals ('Comparte y gana'): read, a credited reward reversed with a note; the reward setting. */
    name: 'referido',
    load: () => import('./referido'),
    views: ['list', 'show'],
    recordRepresentation: (r) => `#${String(r.id)}`,
    messages: referidoMessages,
  },
];

const byName = new Map(ADMIN_RESOURCES.map((r) => [r.name, r]));

export function mappingOf(resource: string): ResourceMapping {
  return byName.get(resource) ?? {};
}

export function pathOf(resource: string): string {
  return mappingOf(resource).path ?? resource;
}
