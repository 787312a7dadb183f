import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server-rendering bundle (docs/architecture.md § Server rendering): src/entry-server.tsx
 * into dist-ssr/, loaded by server/ssr.ts in production. Every dependency is bundled (antd, rc-*
 * and the cssinjs styles must be the same copies the page was built with; CommonJS interop of
 * some of them fails when left external).
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
