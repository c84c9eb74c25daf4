/** The zone on screen (set by the zone guard) and the listing page of the URL. */
import { useSearchParams } from 'react-router';
import { pageFrom } from '../../lib/pagination';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';

export function useListingParams() {
  const zona = useZoneStore((s) => s.zona);
  const [search] = useSearchParams();
  return { zona, plan: usePlan(), pagina: pageFrom(search) };
}
