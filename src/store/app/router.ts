import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { endFirstScreen } from './first-screen';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** Created on first use only, so the back office (which never renders the store) has no store router. */
export function storeRouter(): ReturnType<typeof createBrowserRouter> {
  if (!router) {
    const created = createBrowserRouter(routes);
    setNavigator((to) => void created.navigate(to));
    // once the first screen is drawn, route loaders no longer wait for the page's data
    const unsubscribe = created.subscribe((state) => {
      if (state.initialized) {
        endFirstScreen();
        unsubscribe();
      }
    });
    router = created;
  }
  return router;
}
