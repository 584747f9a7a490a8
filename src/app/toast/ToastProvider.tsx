import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { TOAST_MS } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { type ToastApi, ToastContext, type ToastKind } from './ToastContext';
import './Toast.css';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/**
 * SPEC §2 Toast: messages that leave by themselves after 4000 ms (SPEC §9) or when closed. Both live regions stay
 * mounted so screen readers announce what is added: errors interrupt (assertive, each an alert), the rest wait
 * their turn (polite, each a status).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show(kind, message) {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, kind, message }]);
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), TOAST_MS),
        );
      },
    }),
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const render = (list: Toast[]) =>
    list.map((toast) => (
      <div
        key={toast.id}
        className={`toast toast--${toast.kind}`}
        role={toast.kind === 'error' ? 'alert' : 'status'}
      >
        <span className="visually-hidden">{t(`toast.${toast.kind}`)}: </span>
        <span className="toast__message">{toast.message}</span>
        <button
          type="button"
          className="toast__close"
          aria-label={t('toast.dismiss')}
          onClick={() => dismiss(toast.id)}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-stack">
        <div aria-live="polite" className="toast-stack__region">
          {render(toasts.filter((toast) => toast.kind !== 'error'))}
        </div>
        <div aria-live="assertive" className="toast-stack__region">
          {render(toasts.filter((toast) => toast.kind === 'error'))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
