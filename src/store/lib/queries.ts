/** Server data shared by the shell and several features, as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import { api } from './api';
import type { EnvioZona } from '../../shared/contracts/shipping';
import type { MenuCategoria, Profile, WebsiteResolve, Zona } from './types';

const FIVE_MINUTES = 5 * 60_000;

/** Keyed by user so logging in or out asks again (status and plan come with it). */
export function resolveQuery(uid: string | null) {
  return queryOptions({
    queryKey: ['website', 'resolve', uid],
    queryFn: () => api.get<WebsiteResolve>('/api/website/resolve'),
  });
}

/** Every zone, inactive ones too; the zone guard maps a failure itself. */
export const zonesQuery = queryOptions({
  queryKey: ['zona', 'listado'],
  queryFn: async () => (await api.get<Zona[]>('/api/zona/listadoapi', { passErrors: 'all' })) ?? [],
  staleTime: FIVE_MINUTES,
});

export const menuCategoriesQuery = queryOptions({
  queryKey: ['categoria', 'menu'],
  queryFn: async () => (await api.get<MenuCategoria[]>('/api/categoria/menuwebsite')) ?? [],
  staleTime: FIVE_MINUTES,
});

/** The logged-in customer's profile (GET /usuario/perfil); uid null (guest or staff only) asks nothing. */
export function profileQuery(uid: string | null) {
  return queryOptions({
    queryKey: ['usuario', 'perfil', uid],
    queryFn: () => api.get<Profile>('/usuario/perfil'),
    enabled: uid !== null,
    staleTime: FIVE_MINUTES,
  });
}

/** What delivery costs and takes in a zone (GET /api/zona/envio), for the footer and the zone banner. */
export function zoneShippingQuery(zona: string | null) {
  return queryOptions({
    queryKey: ['zona', 'envio', zona],
    queryFn: () => api.get<EnvioZona>(`/api/zona/envio?zona=${encodeURIComponent(zona ?? '')}`, { passErrors: 'all' }),
    enabled: zona !== null,
    staleTime: FIVE_MINUTES,
  });
}
