/** Route loaders guarding zones (spec section 4), guest-only pages and customer pages (spec section 6). */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ACCESS_MESSAGES, hasRoles, ROLE_USUARIO } from '../../shared/roles';
import { loginUrl } from '../lib/http-errors';
import { queryClient } from '../lib/query-client';
import { zonesQuery } from '../lib/queries';
import type { Zona } from '../lib/types';
import { decideZone } from '../lib/zone-rules';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { useZoneStore } from '../state/zone';
import { link } from '../lib/links';

export async function zoneLoader({ params }: LoaderFunctionArgs): Promise<Zona> {
  const zonas = await queryClient.ensureQueryData(zonesQuery).catch(() => null);
  const decision = decideZone(zonas, params.zona);
  switch (decision.kind) {
    case 'active':
      useZoneStore.getState().setZona(decision.zona);
      return decision.zona;
    case 'maintenance':
      throw redirect(link('mantenimientoZona', { zona: decision.slug }));
    case 'home':
      throw redirect(link('inicio'));
    case 'error':
      throw redirect(decision.codigo === 404 ? link('error404') : link('error500'));
  }
}

/** Where a logged-in user lands: the storefront of the remembered zone, else the home page. */
export function storefrontUrl(): string {
  const slug = useZoneStore.getState().slug;
  return slug ? link('zona', { zona: slug }) : link('inicio');
}

/** Login, registration and recovery are for guests; logged-in users go to their storefront. */
export function guestOnlyLoader(): null {
  if (useSessionStore.getState().token) throw redirect(storefrontUrl());
  return null;
}

/** Customer pages (mi-cuenta): guests go to login with a returnUrl; users without ROLE_USUARIO to the 403 page. */
export function customerLoader({ request }: LoaderFunctionArgs): null {
  const claims = useSessionStore.getState().claims;
  const url = new URL(request.url);
  if (!claims) throw redirect(loginUrl(url.pathname + url.search));
  if (!hasRoles(claims.roles, [ROLE_USUARIO])) {
    useUiStore.getState().showAlert({ severity: 'error', titulo: ACCESS_MESSAGES.titulo, mensaje: ACCESS_MESSAGES.area });
    throw redirect(link('errorX', { codigo: 403 }));
  }
  return null;
}
