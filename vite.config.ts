import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Browser chunks (decision 060). Rolldown's default split gives every module that the root and a
// route share its own file: a dozen requests of a few hundred bytes each, whose headers outweigh
// them on a phone. Two groups instead: the framework (React, React DOM, React Router), which
// changes only with an upgrade and so stays cached across deploys, and the shell, the small modules
// the root layout imports anyway (so every page loads them already). Route code stays split per route.
// Vite's preload helper (dynamic imports: the root's, the map's) joins the shell too: once several
// chunks use it, it would otherwise become a request of its own on every page (decision 110).
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const shell =
  /vite\/preload-helper|[\\/]web[\\/](lib[\\/](i18n|seo|nonce|page-styles)\.tsx?|components[\\/](ui[\\/]toast|layout[\\/]states-grid)\.tsx|features[\\/](shell|account)[\\/](client-session|welcome-content)\.ts)$|[\\/]shared[\\/](email|text|limits)\.ts$|[\\/]shared[\\/]i18n[\\/]format\.ts$/;

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false, assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shell', test: shell, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
