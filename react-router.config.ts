import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // OUT_DIR lets several checkouts' builds (or parallel test runs) sit side by side
  buildDirectory: `${process.env.OUT_DIR ?? '.'}/build`,
  ssr: true,
  // The whole route manifest ships with the first page (≈2.2 KB Brotli) instead of being asked
  // for by link: React Router's lazy discovery sends every link's path in one /__manifest?paths=
  // URL and drops the request when that URL passes 7,680 characters, which the Arabic list pages'
  // percent-encoded links do (9.1–9.5 KB), so a click there waited for the manifest before its
  // data (decision 060, 2026-11-30).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
