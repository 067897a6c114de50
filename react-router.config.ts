import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // OUT_DIR lets several checkouts' builds (or parallel test runs) sit side by side
  buildDirectory: `${process.env.OUT_DIR ?? '.'}/build`,
  ssr: true,
} satisfies Config;
