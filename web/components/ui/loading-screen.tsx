import { useEffect, useState } from 'react';

/** Spinner typing speed from the product description: one character every 100 ms. */
export const typingMs = 100;

/**
 * A full-area loading screen: three beating dots with optional (already translated) text typed one
 * character at a time, or a logo image instead of the dots.
 */
export function LoadingScreen({
  text,
  logo,
  logoAlt = '',
}: {
  text?: string;
  logo?: string;
  logoAlt?: string;
}) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!text) return;
    setShown(0);
    const timer = setInterval(() => {
      setShown((n) => {
        if (n >= text.length) {
          clearInterval(timer);
          return n;
        }
        return n + 1;
      });
    }, typingMs);
    return () => clearInterval(timer);
  }, [text]);
  return (
    <div className="loading-screen" role="status" aria-live="polite" aria-label={text}>
      {logo ? (
        <img className="loading-logo" src={logo} alt={logoAlt} width={120} height={60} />
      ) : (
        <span className="dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
      )}
      {text ? (
        <p className="loading-text" aria-hidden="true">
          {text.slice(0, shown)}
        </p>
      ) : null}
    </div>
  );
}
