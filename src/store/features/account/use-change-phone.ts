/** Saves the phone and puts the answered profile in the query cache, so the phone redirect stops at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../lib/queries';
import { useCustomerUid } from '../../lib/use-website';
import { changePhone } from './api';

export function useChangePhone() {
  const uid = useCustomerUid();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (telefono: string) => changePhone({ telefono }),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(profileQuery(uid).queryKey, profile);
    },
  });
}
