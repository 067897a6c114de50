import type { WebLoadContext } from '../server/web-load-context.ts';

export type { SessionUser, WebLoadContext } from '../server/web-load-context.ts';

declare module 'react-router' {
  interface AppLoadContext extends WebLoadContext {}
}
