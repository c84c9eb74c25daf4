/** The route table of spec section 2 (routes whose pages exist in this phase); pages load on demand. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { themed } from '../components/mui/lazy-themed';
import PageLoader from '../components/PageLoader';
import { categoryQuery, homeQuery, productQuery } from '../lib/catalog-queries';
import { lookupSlug } from '../lib/catalog-slug';
import { pageFrom } from '../lib/pagination';
import { resolveQuery, zoneShippingQuery } from '../lib/queries';
import { queryClient } from '../lib/query-client';
import { prefetchedSearch } from '../lib/search-client';
import { useSessionStore } from '../state/session';
import { firstScreenLoader } from './first-screen';
import { customerLoader, guestOnlyLoader, zoneLoader } from './guards';
import RouteError from './RouteError';
import RootLayout from './shell/RootLayout';
import { shell } from './shell/shell-config';

type PageModule = () => Promise<{ default: ComponentType }>;

/** A page that renders MUI: it loads with the theme's chunk (MUI, emotion), in parallel. */
function page(load: PageModule) {
  return async () => ({ Component: await themed(load) });
}

/**
 * A page whose first paint is plain elements (no MUI, no theme chunk on its first load); whatever it
 * opens later with MUI loads through lazyThemed.
 */
function plainPage(load: PageModule) {
  return async () => ({ Component: (await load()).default });
}

const storefront = shell({ menu: 'normal', miniMenu: true });
const seg = encodeURIComponent;

/** The zone pages whose answer index.html starts: their first screen is drawn with it (first-screen.ts). */
const homeData = firstScreenLoader(({ params }, plan) => ({
  path: `/api/website/inicio/${seg(params.zona!)}`,
  // with the welcome band's chips (the delivery line; the minimum purchase and today's rate, from resolve),
  // which would otherwise push the offer banners down once their answers arrive (CLS)
  load: () =>
    Promise.all([
      queryClient.ensureQueryData(homeQuery(params.zona!, plan)),
      queryClient.ensureQueryData(zoneShippingQuery(params.zona!)),
      queryClient.ensureQueryData(resolveQuery(useSessionStore.getState().claims?.uid ?? null)),
    ]),
}));
const productData = firstScreenLoader(({ params }, plan) => ({
  path: `/api/producto/${seg(params.slug!)}`,
  load: () => queryClient.ensureQueryData(productQuery(params.zona!, plan, params.slug!)),
}));
/**
 * The results page: the search settings (resolve) and a guest's first search, which index.html sent
 * (lib/search-client.ts prefetchedSearch), so the page draws its first cards at once, without the search library.
 */
const searchData = firstScreenLoader(() => ({
  path: '/api/website/resolve',
  load: () => Promise.all([queryClient.ensureQueryData(resolveQuery(useSessionStore.getState().claims?.uid ?? null)), prefetchedSearch()]),
}));
const categoryData = firstScreenLoader(({ params, request }, plan) => ({
  path: `/api/categoria/supermercado/${[params.slug!, params.sub].filter((s): s is string => !!s).map((s) => seg(lookupSlug(s))).join('/')}`,
  load: () => queryClient.ensureQueryData(categoryQuery(params.zona!, plan, params.slug!, params.sub ?? null, pageFrom(new URL(request.url).searchParams))),
}));
const authPage = shell({ menu: 'simple' });

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        handle: shell({ menu: 'none', footer: false, background: 'verde', topPadding: false }),
        lazy: plainPage(() => import('../features/home/HomePage')),
      },
      {
        path: 'auth',
        handle: authPage,
        children: [
          {
            loader: guestOnlyLoader,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/LoginPage')) },
              { path: 'registro', lazy: page(() => import('../features/auth/RegisterPage')) },
              { path: 'recuperar-clave', lazy: page(() => import('../features/auth/RecoverPasswordPage')) },
            ],
          },
          { path: 'verificar-cuenta', lazy: page(() => import('../features/auth/VerifyAccountPage')) },
          { path: 'logout', lazy: page(() => import('../features/auth/LogoutPage')) },
        ],
      },
      { path: 'mi-cuenta', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/account/ProfilePage')) },
      { path: 'mi-cuenta/correo', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/account/EmailPage')) },
      { path: 'mi-cuenta/clave', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/account/PasswordPage')) },
      { path: 'mi-cuenta/borrar-cuenta', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/account/DeleteAccountPage')) },
      { path: 'comparte-y-gana', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/referral/ReferralPage')) },
      { path: 'mi-cuenta/telefono', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/account/PhonePage')) },
      { path: 'mi-cuenta/pedidos', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/orders/OrdersPage')) },
      { path: 'mi-cuenta/pedidos/:id', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/orders/OrderDetailPage')) },
      { path: 'calificaciones', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/orders/RatingsPage')) },
      { path: 'prime', handle: shell({ menu: 'simplePrime' }), loader: customerLoader, lazy: page(() => import('../features/prime/PrimePage')) },
      { path: 'procesar', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/processing/ProcessingPage')) },
      { path: 'tarjeta-saldo', handle: authPage, loader: customerLoader, lazy: page(() => import('../features/wallet/WalletPage')) },
      { path: 'error', handle: authPage, lazy: page(() => import('../features/errors/ErrorPage')) },
      {
        path: 'mantenimiento',
        handle: shell({ menu: 'none', footer: false, background: 'verde', topPadding: false }),
        children: [
          { index: true, lazy: page(() => import('../features/maintenance/MaintenancePage')) },
          { path: ':zona', lazy: page(() => import('../features/maintenance/MaintenancePage')) },
        ],
      },
      {
        path: ':zona',
        loader: zoneLoader,
        handle: storefront,
        children: [
          { index: true, loader: homeData, lazy: plainPage(() => import('../features/zone-home/ZoneHomePage')) },
          { path: 'supermercado', lazy: plainPage(() => import('../features/catalog/SupermarketPage')) },
          { path: 'supermercado/:slug/:sub?', loader: categoryData, lazy: plainPage(() => import('../features/catalog/CategoryPage')) },
          { path: 'etiqueta/:slug', lazy: plainPage(() => import('../features/catalog/TagPage')) },
          { path: 'destacado/:slug', lazy: plainPage(() => import('../features/catalog/FeaturedPage')) },
          { path: 'producto/:slug', loader: productData, lazy: plainPage(() => import('../features/product/ProductPage')) },
          { path: 'lista-rapida', lazy: page(() => import('../features/quick-lists/QuickListsPage')) },
          { path: 'lista-rapida/:slug', lazy: page(() => import('../features/quick-lists/QuickListPage')) },
          { path: 'quienes-somos', lazy: page(() => import('../features/info-pages/AboutPage')) },
          { path: 'terminos-condiciones', lazy: page(() => import('../features/info-pages/TermsPage')) },
          { path: 'politicas-devolucion', lazy: page(() => import('../features/info-pages/ReturnsPage')) },
          { path: 'politicas-privacidad', lazy: page(() => import('../features/info-pages/PrivacyPage')) },
          { path: 'preguntas-frecuentes', lazy: page(() => import('../features/info-pages/FaqPage')) },
          { path: 'pago/confirmacion/:orden', loader: customerLoader, lazy: page(() => import('../features/checkout/ConfirmationPage')) },
          { path: 'pago/:pagina', loader: customerLoader, lazy: page(() => import('../features/checkout/CheckoutPage')) },
          { path: 'buscar', loader: searchData, lazy: plainPage(() => import('../features/search/SearchPage')) },
        ],
      },
      { path: 'atencion-cliente', handle: authPage, lazy: page(() => import('../features/info-pages/CustomerServicePage')) },
      { path: '*', handle: authPage, lazy: page(() => import('../features/errors/NotFoundPage')) },
    ],
  },
];
