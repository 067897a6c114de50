import { Form, Link, type MetaDescriptor, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';

export interface TokenPageText {
  title: string;
  intro: string;
  button: string;
  done: string;
  doneHint?: string;
  invalid: string;
}

/**
 * A newsletter link's page: a button that POSTs (mail scanners fetch links with GET, so opening the
 * link changes nothing) and works without JavaScript, then the result.
 */
export function TokenPage({
  token,
  result,
  text,
}: {
  token: string;
  result: { done: boolean } | undefined;
  text: TokenPageText;
}) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <main id="main" className="page container account-auth">
      <div className="auth-card card">
        <h1>{text.title}</h1>
        {result ? (
          <div className={`alert alert-${result.done ? 'success' : 'warning'}`} role="status">
            <p>{result.done ? text.done : text.invalid}</p>
            {result.done && text.doneHint ? <p>{text.doneHint}</p> : null}
          </div>
        ) : (
          <Form method="post">
            <p>{text.intro}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {text.button}
            </button>
          </Form>
        )}
        <p className="auth-switch">
          <Link to="/">{t('newsletter.home')}</Link>
        </p>
      </div>
    </main>
  );
}

/** The token of a newsletter link: from the form, else from the URL (RFC 8058 one-click POSTs). */
export async function tokenFrom(request: Request) {
  const fromUrl = new URL(request.url).searchParams.get('token') ?? '';
  const type = request.headers.get('content-type') ?? '';
  if (!/form-urlencoded|multipart\/form-data/.test(type)) return fromUrl;
  const form = await request.formData();
  const fromForm = form.get('token');
  return typeof fromForm === 'string' && fromForm ? fromForm : fromUrl;
}

/** A newsletter link's head: never indexed (each URL carries one reader's token). */
export function tokenPageMeta(
  data: { title?: string; description?: string } | undefined,
  fallbackTitle: string,
): MetaDescriptor[] {
  return [
    { title: data?.title ?? fallbackTitle },
    { name: 'description', content: data?.description },
    { name: 'robots', content: 'noindex' },
  ];
}
