/**
 * The one browser entry, kept tiny: it picks a face from the path and loads only that one. /admin/* loads
 * the back office (react-admin, never the storefront); everything else loads the storefront (never
 * react-admin). Each face renders itself (store/main.tsx, admin/main.tsx).
 */
const path = window.location.pathname;
const isAdmin = path === '/admin' || path.startsWith('/admin/');

void (isAdmin ? import('./admin/main') : import('./store/main'));
