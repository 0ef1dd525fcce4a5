import { toast } from 'react-toastify';

// SPEC §8 toast types; all top-right, auto-closing after 5 s (ToastContainer in the providers).
export type ToastType = 'normal' | 'success' | 'error' | 'warning' | 'info';

export const TOAST_AUTO_CLOSE_MS = 5000;

export function notify(type: ToastType, message: string): void {
  if (type === 'normal') toast(message);
  else toast[type](message);
}
