import { useContext } from 'react';
import { type ToastApi, ToastContext } from './ToastContext';

/** Shows a short message to the shopper: `useToast().show('success', t('product.addedToCart'))`. */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a <ToastProvider> above it');
  return toast;
}
