/** The storefront: base styles, query cache, theme and the data router. */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { storeRouter } from './router';
import { theme } from './theme';
import './base.css';

export default function StoreApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={storeRouter()} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
