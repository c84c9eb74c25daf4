/** The storefront: query cache, theme and the data router. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { storeRouter } from './router';
import { theme } from './theme';

export default function StoreApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={storeRouter()} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
