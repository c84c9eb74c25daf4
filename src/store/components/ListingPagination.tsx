/** Page links of a listing: real links to `?pag=N` (shareable, back button friendly). */
import { useLocation } from 'react-router';
import { pageHref } from '../lib/pagination';
import PageLinks from './PageLinks';

export default function ListingPagination({ pagina, paginas }: { pagina: number; paginas: number }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return <PageLinks page={pagina} count={paginas} href={(page) => pageHref(pathname, params, page)} />;
}
