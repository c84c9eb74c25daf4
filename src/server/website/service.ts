/**
 * GET /api/website/resolve: everything the storefront needs to start. The public part comes from the
 * cached reads of the catalog, zones and config services; the caller's own part is one indexed query.
 */
import { eq } from 'drizzle-orm';
import { UsuarioTipo, usuarioTipoPorId, type UsuarioTipoId, type UsuarioTipoNombre } from '../../shared/enums';
import type { MenuCategoria } from '../../shared/contracts/catalog';
import type { Busqueda, Resolve, ResolveCategoria, Zona } from '../../shared/contracts/website';
import { derivedCache } from '../cache';
import { EMBEDDED_APP_ID } from '../search/credentials';
import { planSearchKey } from '../search/keys';
import { revokedToken } from '../auth/revocation';
import { usuario } from '../auth/tables';
import { menuWebsite } from '../catalog/service';
import type { Config } from '../config';
import { getSettings, listCurrencies } from '../config/service';
import type { Db } from '../db/client';
import { listActiveZones } from '../zones/service';
import { activeMembershipEnd, expireMemberships, lastMembershipEnd, membershipExpired } from '../membership/plan';

/** A customer counts as new for this long after registering (until orders exist to tell). */
const NEW_CUSTOMER_MS = 30 * 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VisitorStatus {
  usuarioEstatus: number;
  usuarioTipo: Resolve['usuarioTipo'];
  usuarioEsNuevo: boolean;
  membresia: Resolve['membresia'];
}

/**
 * Status, plan, newness and last membership of the user of a token (uuid, iat and the plan it claims),
 * whatever the status (blocked users included); null when the token predates the user's last security
 * event, except when that event changed the plan: then the new plan is reported, so the storefront shows
 * 'Plan de Usuario actualizado' and asks to log in again. A PRIME membership that ended is expired here.
 */
export async function loadVisitorStatus(db: Db, uuid: string, iat: number, planClaimed?: string): Promise<VisitorStatus | null> {
  if (!UUID.test(uuid)) return null;
  const [u] = await db
    .select({
      id: usuario.id,
      estatus: usuario.estatus,
      usuarioTipo: usuario.usuarioTipo,
      creadoEn: usuario.creadoEn,
      tokensDesde: usuario.tokensDesde,
      membresiaFinal: activeMembershipEnd,
      ultimaMembresia: lastMembershipEnd,
    })
    .from(usuario)
    .where(eq(usuario.uuid, uuid))
    .limit(1);
  if (!u) return null;
  if (membershipExpired(u.usuarioTipo, u.membresiaFinal) && (await expireMemberships(db, u.id))) return loadVisitorStatus(db, uuid, iat, planClaimed);
  const plan = usuarioTipoPorId[u.usuarioTipo as UsuarioTipoId] ?? 'normal';
  if (revokedToken(iat, u.tokensDesde) && (planClaimed === undefined || planClaimed === plan)) return null;
  return {
    usuarioEstatus: u.estatus,
    usuarioTipo: plan,
    usuarioEsNuevo: Date.now() - u.creadoEn.getTime() < NEW_CUSTOMER_MS,
    membresia: u.ultimaMembresia === null ? null : { fechaFinal: new Date(u.ultimaMembresia * 1000).toISOString() },
  };
}

/**
 * Where the storefront's search client points (hosted Algolia when configured, else the embedded API),
 * with the search key of the caller's plan: it reads that plan's prices in the active zones, no other's.
 */
export async function searchSettings(config: Config, plan: UsuarioTipoNombre, zonas: Zona[]): Promise<Busqueda> {
  const apiKey = await planSearchKey(config, UsuarioTipo[plan], zonas.map((z) => z.id));
  if (config.algolia) return { appId: config.algolia.appId, apiKey, indexName: config.searchIndexName, host: null };
  return { appId: EMBEDDED_APP_ID, apiKey, indexName: config.searchIndexName, host: `${config.apiBase}/search` };
}

/** The user-independent part of resolve; the same object while none of its cached parts changed. */
export type PublicSite = Pick<Resolve, 'moneda' | 'categoria' | 'zona' | 'configuracion'>;

const lastSite = new WeakMap<Db, PublicSite>();

const topLevel = derivedCache<MenuCategoria[], ResolveCategoria[]>();

export async function publicSite(db: Db): Promise<PublicSite> {
  const [moneda, menu, zona, configuracion] = await Promise.all([
    listCurrencies(db),
    menuWebsite(db),
    listActiveZones(db),
    getSettings(db),
  ]);
  const categoria = topLevel(menu, () => menu.map(({ id, slug, nombre, icono }) => ({ id, slug, nombre, icono })));
  const last = lastSite.get(db);
  if (last && last.moneda === moneda && last.categoria === categoria && last.zona === zona && last.configuracion === configuracion)
    return last;
  const site = { moneda, categoria, zona, configuracion };
  lastSite.set(db, site);
  return site;
}

/** The caller's part of resolve. */
export type VisitorPart = Pick<Resolve, 'fechaServer' | 'usuarioEstatus' | 'usuarioTipo' | 'usuarioEsNuevo' | 'membresia'>;

export function visitorPart(visitor: VisitorStatus | null, now = new Date()): VisitorPart {
  return {
    fechaServer: now.toISOString(),
    usuarioEstatus: visitor?.usuarioEstatus ?? null,
    usuarioTipo: visitor?.usuarioTipo ?? null,
    usuarioEsNuevo: visitor?.usuarioEsNuevo ?? false,
    membresia: visitor?.membresia ?? null,
  };
}
