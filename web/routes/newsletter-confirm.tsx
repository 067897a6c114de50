import { data, type MetaFunction, useActionData, useLoaderData } from 'react-router';
import { loadTokenPage } from '../features/newsletter/token-page.server.ts';
import { TokenPage, tokenFrom, tokenPageMeta } from '../features/newsletter/token-page.tsx';
import { useT } from '../lib/i18n.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/newsletter-confirm';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  tokenPageMeta(data, 'Confirm your subscription');

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTokenPage('confirm', request, context);
}

/** The double opt-in's second step: only this POST counts the address (opening the link does not). */
export async function action({ request, context }: Route.ActionArgs) {
  const { confirmed } = await context.services.subscribers.confirm(await tokenFrom(request));
  return data({ done: confirmed }, { status: confirmed ? 200 : 400 });
}

export default function NewsletterConfirm() {
  const t = useT();
  const { token, site } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <TokenPage
      token={token}
      result={result}
      text={{
        title: t('newsletter.confirm.title'),
        intro: t('newsletter.confirm.intro', { site }),
        button: t('newsletter.confirm.button'),
        done: t('common.footer.subscribed'),
        doneHint: t('newsletter.confirm.doneHint'),
        invalid: t('newsletter.confirm.invalid'),
      }}
    />
  );
}
