/** Page links of a listing: real links to `?pag=N` (shareable, back button friendly). */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useLocation } from 'react-router';
import { pageHref } from '../lib/pagination';
import LinkBehavior from './LinkBehavior';

export default function ListingPagination({ pagina, paginas }: { pagina: number; paginas: number }) {
  const { pathname, search } = useLocation();
  if (paginas <= 1) return null;
  const params = new URLSearchParams(search);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
      <Pagination
        page={Math.min(pagina, paginas)}
        count={paginas}
        color="primary"
        siblingCount={1}
        boundaryCount={1}
        renderItem={(item) =>
          item.page !== null && item.type !== 'start-ellipsis' && item.type !== 'end-ellipsis' ? (
            <PaginationItem component={LinkBehavior} href={pageHref(pathname, params, item.page)} {...item} />
          ) : (
            <PaginationItem {...item} />
          )
        }
      />
    </Box>
  );
}
