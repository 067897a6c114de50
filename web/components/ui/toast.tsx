import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../../lib/i18n.ts';

export type ToastKind = 'success' | 'warning' | 'error';
interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}
export interface ToastApi {
  show(message: string, kind?: ToastKind, durationMs?: number): void;
  success(message: string): void;
  warning(message: string): void;
  error(message: string): void;
}

/** Toasts close by themselves after 3 s; at most three are visible, the oldest leaves first. */
export const toastDurationMs = 3000;
export const maxVisibleToasts = 3;

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((list) => list.filter((t) => t.id !== id));
  }, []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'success', durationMs = toastDurationMs) => {
      const id = nextId.current++;
      setItems((list) => [...list, { id, kind, message }].slice(-maxVisibleToasts));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss],
  );
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const t of all.values()) clearTimeout(t);
    };
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show(m, 'success'),
      warning: (m) => show(m, 'warning'),
      error: (m) => show(m, 'error'),
    }),
    [show],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion items={items} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ items, onDismiss }: { items: ToastItem[]; onDismiss: (id: number) => void }) {
  const t = useT();
  return (
    <section className="toasts" aria-label={t('common.toast.region')} aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="toast-message">{item.message}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t('common.toast.close')}
            onClick={() => onDismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
