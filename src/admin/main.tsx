/** The back-office face: renders react-admin into #root (loaded by src/main.tsx for /admin/*). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import AdminApp from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
