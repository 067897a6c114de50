import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';

/** A warning or success message with a per-second countdown; it disappears when the count reaches zero. */
export function TimedAlert({
  kind,
  message,
  seconds,
  onDone,
}: {
  kind: 'warning' | 'success';
  message: string;
  seconds: number;
  onDone?: () => void;
}) {
  const t = useT();
  const [left, setLeft] = useState(seconds);
  // the countdown only means something once it ticks: without JavaScript the message stands alone
  const [ticking, setTicking] = useState(false);
  useEffect(() => {
    setTicking(true);
    setLeft(seconds);
    const timer = setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  useEffect(() => {
    if (left === 0) onDone?.();
  }, [left, onDone]);
  if (left <= 0) return null;
  return (
    <div className={`alert alert-${kind}`} role={kind === 'warning' ? 'alert' : 'status'}>
      <span>{message}</span>
      {ticking ? (
        <span className="alert-count"> {t('common.alert.secondsLeft', { count: left })}</span>
      ) : null}
    </div>
  );
}
