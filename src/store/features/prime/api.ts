/** Calls of the PRIME page (contracts in shared/contracts/membership.ts), keyed by the customer's uid. */
import { queryOptions } from '@tanstack/react-query';
import type { MembresiaInicio, SolicitudMembresia, SolicitudMembresiaBody } from '../../../shared/contracts/membership';
import { api } from '../../lib/api';

export type { MembresiaInicio, SolicitudMembresia, SolicitudMembresiaBody };

export function membershipQuery(uid: string | null) {
  return queryOptions({
    queryKey: ['usuario', 'membresia', uid],
    queryFn: () => api.get<MembresiaInicio>('/usuario/membresia'),
    enabled: uid !== null,
    // a request's decision or a membership's end happen elsewhere: always ask again when the page opens
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** 400 and 409 (a pending request, not enough balance) are shown on the form. */
export const requestMembership = (body: SolicitudMembresiaBody) =>
  api.post<SolicitudMembresia>('/usuario/membresia/solicitud', body, { passErrors: [400, 409] });
