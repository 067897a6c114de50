import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { isValidEmail } from '#shared/email.ts';
import { useT } from '../../lib/i18n.ts';
import { telHref } from '../../lib/tel.ts';
import type { SubscribeResult } from '../../routes/actions.subscribe.ts';
import { Icon } from '../ui/icons.tsx';
import { TimedAlert } from '../ui/timed-alert.tsx';
import { type GeneralSettings, isFooterHidden } from './shell-data.ts';

/**
 * Input clears 100 ms after a successful subscribe; the message shows for 4 s (product description
 * §5). With double opt-in that message is 'check your inbox'; the description's 'You have subscribed
 * successfully' shows once the mailed link is confirmed.
 */
export const subscribeClearMs = 100;
export const subscribedVisibleMs = 4000;

const links: Array<[string, string]> = [
  ['/', 'home'],
  ['/Our-Service', 'ourService'],
  ['/Blog', 'blog'],
  ['/User-Guide', 'userGuide'],
  ['/Contact', 'contact'],
  ['/About', 'about'],
  ['/Terms-conditions', 'terms'],
  ['/Privacy-Policy', 'privacy'],
];

export function SiteFooter({ settings, siteTitle }: { settings: GeneralSettings | null; siteTitle: string }) {
  const t = useT();
  const location = useLocation();
  if (isFooterHidden(location.pathname)) return null;
  const footer = settings?.footer;
  return (
    <footer className="site-footer" id="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/">
            <img
              src={settings?.logo ?? '/demo/logo-180x98.svg'}
              alt={siteTitle}
              width={180}
              height={98}
              loading="lazy"
            />
          </Link>
          {footer?.social_media.length ? (
            <ul className="social" aria-label={t('common.footer.followUs')}>
              {footer.social_media.slice(0, 6).map((s) => (
                <li key={`${s.type}-${s.url}`}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`common.footer.social.${s.type}`)}
                  >
                    <Icon name={s.type} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-label={t('common.footer.nav')}>
          <ul className="footer-links">
            {links.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(`common.footer.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="footer-subscribe">
          <h2 className="footer-title">{t('common.footer.subscribeTitle')}</h2>
          {footer?.subscribe ? <p>{footer.subscribe}</p> : null}
          <SubscribeForm />
        </div>

        <div className="footer-contact">
          <h2 className="footer-title">{t('common.footer.contactTitle')}</h2>
          {footer?.email ? (
            <p>
              {t('common.footer.emailUs')}:{' '}
              <a href={`mailto:${footer.email}`} dir="ltr">
                {footer.email}
              </a>
            </p>
          ) : null}
          {footer?.phone ? (
            <p>
              {t('common.footer.callUs')}:{' '}
              <a href={telHref(footer.phone)}>
                <bdi dir="ltr">{footer.phone}</bdi>
              </a>
            </p>
          ) : null}
        </div>
      </div>
      {footer?.Copyright ? (
        <div className="footer-bottom">
          <p className="container">{footer.Copyright}</p>
        </div>
      ) : null}
    </footer>
  );
}

function SubscribeForm() {
  const t = useT();
  const ids = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const fetcher = useFetcher<SubscribeResult>();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(params.get('subscribe_error') === '1');
  const [rateLimited, setRateLimited] = useState(params.get('subscribe_error') === 'rate');
  // each success mounts a fresh timed alert (a new key re-arms the countdown)
  const [subscribed, setSubscribed] = useState(params.get('subscribed') === '1' ? 1 : 0);
  const hideSubscribed = useCallback(() => setSubscribed(0), []);
  const handled = useRef<SubscribeResult | undefined>(undefined);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      timers.current.push(setTimeout(() => setEmail(''), subscribeClearMs));
      setSubscribed((n) => n + 1);
    } else if (result.error === 'rateLimited') setRateLimited(true);
    else setInvalid(true);
  }, [fetcher.state, fetcher.data]);

  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!isValidEmail(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setRateLimited(false);
    fetcher.submit({ email: email.trim(), js: '1' }, { method: 'post', action: '/actions/subscribe' });
  };

  return (
    <fetcher.Form
      method="post"
      action="/actions/subscribe"
      className="subscribe-form"
      noValidate
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="redirectTo" value={location.pathname} />
      <label htmlFor={`${ids}-email`} className="visually-hidden">
        {t('common.footer.emailLabel')}
      </label>
      <div className="subscribe-row">
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          placeholder={t('common.footer.emailPlaceholder')}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={`${ids}-msg`}
          onChange={(e) => {
            setEmail(e.target.value);
            if (invalid && isValidEmail(e.target.value.trim())) setInvalid(false);
          }}
        />
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== 'idle'}>
          {t('common.footer.subscribe')}
        </button>
      </div>
      <div id={`${ids}-msg`} className="subscribe-msg" aria-live="polite">
        {invalid ? <span className="field-error">{t('validation.emailInvalid')}</span> : null}
        {rateLimited && !invalid ? <span className="field-error">{t('errors.rateLimited')}</span> : null}
        {subscribed && !invalid && !rateLimited ? (
          <TimedAlert
            key={subscribed}
            kind="success"
            message={t('common.footer.checkInbox')}
            seconds={subscribedVisibleMs / 1000}
            onDone={hideSubscribed}
          />
        ) : null}
      </div>
    </fetcher.Form>
  );
}
