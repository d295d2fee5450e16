/**
 * Toasts (sonner), kept out of the first load: the library and the toasters arrive right after the
 * first render, and a toast raised before that waits for them. Two toasters, so product toasts
 * (envelope errors, product.md §8) sit at offset 80 while the rest use offset 16; both show 3 s (product.md §9).
 */
import type { toast as SonnerToast } from 'sonner';

export const PRODUCT_TOASTER_ID = 'product';

let markReady: () => void = () => {};
const toastersReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The toasters call this once they are mounted. */
export function toastersMounted(): void {
  markReady();
}

function show(fn: (toast: typeof SonnerToast) => void): void {
  void Promise.all([import('sonner'), toastersReady]).then(([{ toast }]) => fn(toast));
}

/** The server's msg for an answer with code 0: plain style, offset 80. */
export function productToast(msg: string): void {
  show((toast) => toast(msg, { toasterId: PRODUCT_TOASTER_ID }));
}

export const notify = {
  success: (msg: string) => show((toast) => toast.success(msg)),
  error: (msg: string) => show((toast) => toast.error(msg)),
  info: (msg: string) => show((toast) => toast(msg)),
};
