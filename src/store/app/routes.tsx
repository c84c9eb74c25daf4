/** The route table of spec section 2 (routes whose pages exist in this phase); pages load on demand. */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import PageLoader from '../components/PageLoader';
import { guestOnlyLoader, zoneLoader } from './guards';
import RouteError from './RouteError';
import RootLayout from './shell/RootLayout';
import { shell } from './shell/shell-config';

function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const storefront = shell({ menu: 'normal', miniMenu: true });
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
        lazy: page(() => import('../features/home/HomePage')),
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
        children: [{ index: true, lazy: page(() => import('../features/zone-home/ZoneHomePage')) }],
      },
      { path: '*', handle: authPage, lazy: page(() => import('../features/errors/NotFoundPage')) },
    ],
  },
];
