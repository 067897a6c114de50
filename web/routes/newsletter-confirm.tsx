import { data, type MetaFunction, useActionData, useLoaderData } from 'react-router';
import { TokenPage, tokenFrom } from '../features/newsletter/token-page.tsx';
import { useT } from '../lib/i18n.ts';
import { messagesFor } from '../lib/messages.server.ts';
import accountCss from '../styles/account.css?url';
import type { StylesHandle } from '../lib/page-styles.tsx';
import type { Route } from './+types/newsletter-confirm';

export const handle: StylesHandle = { styles: [accountCss] };
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Confirm your subscription' },
  { name: 'description', content: data?.description },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = messagesFor(context.lang, 'newsletter');
  return {
    messages,
    title: messages['newsletter.confirm.title'],
    description: messages['newsletter.confirm.description'],
    site: context.config.siteTitle[context.lang],
    token: new URL(request.url).searchParams.get('token') ?? '',
  };
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
