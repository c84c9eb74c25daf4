/** The storefront face: renders the store app into #root (loaded by src/main.tsx for every non-admin path). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import StoreApp from './app/StoreApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreApp />
  </StrictMode>,
);
