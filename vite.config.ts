import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { '/backend': apiTarget, '/uploads': apiTarget },
  },
});
