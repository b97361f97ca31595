import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The console. `npm run dev` proxies /api to the server in watch mode (API_PORT, default 8081). */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: Number(process.env.PORT ?? 8080),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8081}` },
  },
});
