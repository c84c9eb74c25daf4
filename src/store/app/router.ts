import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Created on first use only, so the back office (which never renders the store) has no store router. */
export function storeRouter(): ReturnType<typeof createBrowserRouter> {
  if (!router) {
    const created = createBrowserRouter(routes);
    setNavigator((to) => void created.navigate(to));
    router = created;
  }
  return router;
}
