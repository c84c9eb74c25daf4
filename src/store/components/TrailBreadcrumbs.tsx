/** Where a page sits in the store: the zone's storefront first, the current page last (not a link). */
import NavigateNext from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

export default function TrailBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación" separator={<NavigateNext fontSize="small" />} sx={{ mb: 2, typography: 'body2' }}>
      {items.map((c) =>
        c.href ? (
          <Link key={c.label} href={c.href} color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={c.label} color="text.primary" variant="body2" aria-current="page" sx={{ fontWeight: 600 }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
