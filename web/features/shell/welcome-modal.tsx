import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { writeStorage } from './client-session.ts';
import { isVideoEndedMessage, type WelcomeItem, welcomeContent } from './welcome-content.ts';
import { type DismissalRecord, dismissalKey } from './welcome-dismissal.ts';

export const fadeOutMs = 300;
const youtubeOrigins = new Set(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);

/** The welcome dialog for one item; records `closed` or `watched` and fades out over 300 ms. */
export default function WelcomeModal({ item, onGone }: { item: WelcomeItem; onGone: () => void }) {
  const t = useT();
  const [closing, setClosing] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const doneRef = useRef(false);
  const content = welcomeContent(item);

  const finish = (action: DismissalRecord['action']) => {
    if (doneRef.current) return;
    doneRef.current = true;
    const record: DismissalRecord = { action, timestamp: Date.now(), url: item.link };
    writeStorage(dismissalKey(item.link), JSON.stringify(record));
    setClosing(true);
    setTimeout(onGone, fadeOutMs);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once per open dialog
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') finish('closed');
      if (e.key === 'Tab') {
        // keep focus inside the dialog: the close button is its only control
        e.preventDefault();
        closeRef.current?.focus();
      }
    };
    const onMessage = (e: MessageEvent) => {
      if (youtubeOrigins.has(e.origin) && isVideoEndedMessage(e.data)) finish('watched');
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
      previous?.focus?.();
    };
  }, []);

  // Ask the player for state events without loading YouTube's script (their iframe API protocol).
  const handleFrameLoad = () => {
    frameRef.current?.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 'welcome', channel: 'widget' }),
      '*',
    );
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: overlay click is a mouse shortcut; Escape and the close button cover keyboards
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled at document level
    <div
      className={closing ? 'modal-overlay closing' : 'modal-overlay'}
      onClick={(e) => {
        if (e.target === e.currentTarget) finish('closed');
      }}
    >
      <div className="modal welcome-modal" role="dialog" aria-modal="true" aria-labelledby="welcome-title">
        <div className="modal-head">
          <h2 id="welcome-title" dir="auto">
            {item.title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="icon-btn modal-close"
            onClick={() => finish('closed')}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('common.welcome.close')}</span>
          </button>
        </div>
        <div className="modal-body">
          {content.kind === 'youtube' ? (
            <div className="video-frame">
              <iframe
                ref={frameRef}
                title={item.title || t('common.welcome.videoTitle')}
                src={`https://www.youtube-nocookie.com/embed/${content.videoId}?enablejsapi=1&rel=0&origin=${encodeURIComponent(window.location.origin)}`}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
                onLoad={handleFrameLoad}
              />
            </div>
          ) : content.kind === 'image' ? (
            <img className="welcome-image" src={content.src} alt={item.title} />
          ) : (
            <p className="welcome-unsupported">{t('common.welcome.unsupported')}</p>
          )}
          {item.description ? (
            <p className="welcome-description" dir="auto">
              {item.description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
