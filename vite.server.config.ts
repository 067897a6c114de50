import { defineConfig } from 'vite';

/** Bundles the Fastify server (TypeScript, JSON catalogs) for Node 20; dependencies stay external. */
export default defineConfig({
  build: {
    ssr: true,
    outDir: `${process.env.OUT_DIR ?? '.'}/dist`,
    emptyOutDir: true,
    sourcemap: false,
    target: 'node20',
    rollupOptions: {
      input: { main: 'server/main.ts', cli: 'server/db/cli.ts', worker: 'server/worker.ts' },
      output: { entryFileNames: '[name].js', format: 'es' },
    },
  },
  publicDir: false,
  ssr: { target: 'node' },
});
