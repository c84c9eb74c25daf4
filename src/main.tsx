/**
 * The one browser entry, kept tiny: it picks a face from the path and loads only that one. /admin/* loads
 * the back office (react-admin, never the storefront); everything else loads the storefront (never
 * react-admin). Each face renders itself (store/main.tsx, admin/main.tsx). For the zone pages a first
 * visit opens most, the page's own chunk starts at the same time as the storefront's (the router's lazy
 * route then finds it loaded), as their data already did (index.html's first-load script).
 */
const path = window.location.pathname;
const isAdmin = path === '/admin' || path.startsWith('/admin/');

if (isAdmin) void import('./admin/main');
else {
  void import('./store/main');
  const [zona, section, ...rest] = path.split('/').filter(Boolean);
  const reserved = ['auth', 'mi-cuenta', 'calificaciones', 'error', 'mantenimiento', 'atencion-cliente'];
  if (zona && !reserved.includes(zona)) {
    if (section === undefined) void import('./store/features/zone-home/ZoneHomePage');
    else if (section === 'producto' && rest.length === 1) void import('./store/features/product/ProductPage');
    else if (section === 'supermercado' && rest.length >= 1) void import('./store/features/catalog/CategoryPage');
    else if (section === 'buscar') void import('./store/features/search/SearchPage');
  }
}
