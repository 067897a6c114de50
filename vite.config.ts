import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// Browser chunks (decision 060). Rolldown's default split gives every module that the root and a
// route share its own file: a dozen requests of a few hundred bytes each, whose headers outweigh
// them on a phone. Two groups instead: the framework (React, React DOM, React Router), which
// changes only with an upgrade and so stays cached across deploys, and the shell, the small modules
// the root layout imports anyway (so every page loads them already). Route code stays split per route.
// Vite's preload helper (dynamic imports: the root's, the map's) joins the shell too: once several
// chunks use it, it would otherwise become a request of its own on every page (decision 110).
// So do the listing kinds' light definitions (the header's menus read them, so the root imports
// them anyway: seven files of a few hundred bytes each otherwise) and the reading pages' meta helper.
// A third group, `listing`, holds what the listing pages share (card, grid, photo, Save button,
// breadcrumb, paths and the sheets' URLs): one file instead of up to a dozen, each of
// which paid its own response headers; `detail` likewise for the post pages (report and relay forms,
// notices, gallery, share menu). 2026-11-24 in decision 060. The deferred values of list and
// business pages (decision 061) join `listing`, their hydration marker the shell. A helper the
// footer shares with the post pages (`lib/tel.ts`) is named in the shell: else `detail` takes it
// in as its dependency and every page's root imports the whole detail chunk for it (2026-11-29:
// +3.3 KB on every page, the sub-category page past its 125 KB).
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const shell =
  /vite\/preload-helper|[\\/]web[\\/](lib[\\/](i18n|seo|nonce|page-styles|reading-meta|site-shell|hydration-marker|use-hydrated|tel)\.tsx?|components[\\/](ui[\\/]toast|layout[\\/]states-grid)\.tsx|features[\\/](shell|account)[\\/](client-session|welcome-dismissal)\.ts)$|[\\/]shared[\\/](email|text|limits|saved)\.ts$|[\\/]shared[\\/]i18n[\\/]format\.ts$|[\\/]shared[\\/]listings[\\/](kinds|definition|product|rent|job|business)\.ts$/;
const listing =
  /[\\/]web[\\/](features[\\/](listings[\\/](listing-card|listing-grid|listing-photo|card-list|breadcrumb|paths|job-paths)|favorites[\\/]save-button|business[\\/]paths)\.tsx?|lib[\\/]deferred-data\.tsx|styles[\\/](market|market-browse|business|business-browse|rent)\.css\?url)$/;
const detail =
  /[\\/]web[\\/](components[\\/]json-ld\.tsx|features[\\/]listings[\\/](detail-parts|contact-relay-form|contact-relay-outcome|report-form|report-outcome|share-menu|product-gallery)\.tsx?|styles[\\/]market-detail\.css\?url)$|[\\/]shared[\\/](moderation|listings[\\/]relay)\.ts$/;

const eagerChunks = new Set(['framework', 'shell', 'entry.client', 'listing', 'detail']);

export default defineConfig({
  plugins: [reactRouter()],
  build: { sourcemap: false, assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Explicit compile hints (decision 060): V8 compiles every function of these files
            // eagerly on a background thread while they stream in, instead of each one on the main
            // thread at its first call while the page hydrates. Only the groups a page evaluates at
            // load; after minification, or the minifier would drop the comment.
            postBanner: (chunk) => (eagerChunks.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shell', test: shell, priority: 1 },
                { name: 'listing', test: listing, priority: 1 },
                { name: 'detail', test: detail, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
