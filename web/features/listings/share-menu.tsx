import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * Share a post: its address to copy and a WhatsApp link, in a disclosure that opens without
 * JavaScript (the address can be selected by hand); the Copy button comes with JavaScript.
 * No third-party script: WhatsApp is a plain link.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const t = useT();
  const canCopy = useHydrated();
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      input.current?.select();
      setStatus('failed');
    }
  }

  return (
    <details className="share-menu">
      <summary className="btn btn-outline btn-sm">{t('market.show.share')}</summary>
      <div className="share-panel" role="group" aria-label={t('market.show.shareTitle')}>
        <p className="share-title">{t('market.show.shareTitle')}</p>
        <label htmlFor="share-link">{t('market.show.shareLink')}</label>
        <input
          id="share-link"
          ref={input}
          readOnly
          dir="ltr"
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <div className="share-actions">
          {canCopy ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
              {t('market.show.copyLink')}
            </button>
          ) : null}
          <a
            className="btn btn-outline btn-sm"
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('market.show.whatsapp')}
          </a>
        </div>
        <p className="share-status" role="status">
          {status === 'copied'
            ? t('market.show.copied')
            : status === 'failed'
              ? t('market.show.copyFailed')
              : ''}
        </p>
      </div>
    </details>
  );
}
