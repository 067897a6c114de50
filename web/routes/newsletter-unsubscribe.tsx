import { data, type MetaFunction, useActionData, useLoaderData } from 'react-router';
import { loadTokenPage } from '../features/newsletter/token-page.server.ts';
import { TokenPage, tokenFrom, tokenPageMeta } from '../features/newsletter/token-page.tsx';
import { useT } from '../lib/i18n.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/newsletter-unsubscribe';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = ({ data }) => tokenPageMeta(data, 'Unsubscribe');

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTokenPage('unsubscribe', request, context);
}

/**
 * Every newsletter's List-Unsubscribe URL. RFC 8058: a POST (body `List-Unsubscribe=One-Click`,
 * no cookie, from the mail provider) unsubscribes at once; a GET only shows the button.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { unsubscribed } = await context.services.subscribers.unsubscribe(await tokenFrom(request));
  return data({ done: unsubscribed }, { status: unsubscribed ? 200 : 400 });
}

export default function NewsletterUnsubscribe() {
  const t = useT();
  const { token, site } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <TokenPage
      token={token}
      result={result}
      text={{
        title: t('newsletter.unsubscribe.title'),
        intro: t('newsletter.unsubscribe.intro', { site }),
        button: t('newsletter.unsubscribe.button'),
        done: t('newsletter.unsubscribe.done'),
        invalid: t('newsletter.unsubscribe.invalid'),
      }}
    />
  );
}
