import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const port = Number(process.env.PORT ?? 4173);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Another process may hold the default port: PORT moves both servers, and a busy port moves on to the next.
  server: { port, strictPort: false },
  preview: { port, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            { name: 'rules', test: /packages[\\/](domain|api)[\\/]src[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
