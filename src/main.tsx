/** The one browser entry: /admin/* loads the back office on demand, everything else is the storefront. */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import StoreApp from './store/app/StoreApp';

const AdminApp = lazy(() => import('./admin/App'));

const path = window.location.pathname;
const isAdmin = path === '/admin' || path.startsWith('/admin/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {isAdmin ? (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    ) : (
      <StoreApp />
    )}
  </StrictMode>,
);
