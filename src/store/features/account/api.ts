/** Calls of the account pages; each passes the statuses whose messages the page shows itself. */
import type { PhoneBody, Profile } from '../../../shared/contracts/auth';
import { api } from '../../lib/api';

export const changePhone = (body: PhoneBody) => api.put<Profile>('/usuario/telefono', body, { passErrors: [400] });
