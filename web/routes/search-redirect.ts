import { searchRedirect } from '../features/shell/search-redirect.server.ts';
import type { Route } from './+types/search-redirect';

/** GET /search-result?keyword=… (the header search without JavaScript) → /search-result/{keyword}. */
export function loader({ request }: Route.LoaderArgs) {
  throw searchRedirect(request);
}
