/**
 * The storefront: base styles, query cache and the data router. No MUI theme here: the shell is plain
 * elements, and each part that uses MUI brings the theme with it (components/mui/lazy-themed.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { storeRouter } from './router';
import './base.css';

export default function StoreApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={storeRouter()} />
    </QueryClientProvider>
  );
}
