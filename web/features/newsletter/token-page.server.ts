import { messagesFor } from '../../lib/messages.server.ts';
import type { WebLoadContext } from '../../load-context.ts';

/** The two newsletter links: the double opt-in's confirmation and the unsubscribe link. */
export type TokenStep = 'confirm' | 'unsubscribe';

/** What a newsletter link's page loads: its strings, the site's name and the link's token. */
export function loadTokenPage(step: TokenStep, request: Request, context: WebLoadContext) {
  const messages = messagesFor(context.lang, 'newsletter');
  return {
    messages,
    title: messages[`newsletter.${step}.title`],
    description: messages[`newsletter.${step}.description`],
    site: context.config.siteTitle[context.lang],
    token: new URL(request.url).searchParams.get('token') ?? '',
  };
}
