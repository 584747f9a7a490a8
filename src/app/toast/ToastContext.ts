import { createContext } from 'react';

/** SPEC §2 Toast: the four kinds. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastApi {
  show(kind: ToastKind, message: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);
