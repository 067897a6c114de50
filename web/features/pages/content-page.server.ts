import { data } from 'react-router';
import { isAppError } from '#shared/errors.ts';
import { plainText } from '#shared/text.ts';
import type { PageKey } from '#server/db/schema.ts';
import type { WebLoadContext } from '../../load-context.ts';
import { messagesFor } from '../../lib/messages.server.ts';

/**
 * Loader body shared by the content pages: the page in the request's language (sanitised on the
 * server), or a 404 that the root boundary shows as the not-found page. The meta description is
 * reduced from the body here: in the browser `meta` runs while the page hydrates, and a long body's
 * regex passes there were blocking time on a phone.
 */
export async function loadContentPage(context: WebLoadContext, key: PageKey, ...namespaces: string[]) {
  try {
    const page = await context.services.pages.getPage(context.config.cityId, context.lang, key);
    return {
      page,
      description: plainText(page.body),
      messages: messagesFor(context.lang, 'pages', ...namespaces),
    };
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw data(null, { status: 404 });
    throw error;
  }
}

/** The legal page a URL asks for (the three legal routes share one module). */
export function legalPageKey(url: string): 'privacy' | 'terms' | 'eula' | null {
  const path = new URL(url).pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/privacy-policy') return 'privacy';
  if (path === '/terms-conditions') return 'terms';
  if (path === '/eula') return 'eula';
  return null;
}
