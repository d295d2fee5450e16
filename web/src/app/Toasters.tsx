/** The two sonner toasters (lazy-loaded by the shell; see lib/toast.ts). */
import { useAtomValue } from '../lib/state.ts';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { PRODUCT_TOAST_OFFSET, TOAST_DURATION_MS, TOAST_OFFSET } from '@zaowu/shared';
import { themeAtom } from '../features/theme/index.ts';
import { PRODUCT_TOASTER_ID, toastersMounted } from '../lib/toast.ts';

const PHONE_HEADER_PX = 57;

export default function Toasters() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => toastersMounted(), []);
  return (
    <>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        offset={TOAST_OFFSET}
        // Phones: the same 16 px, below the sticky 57 px header, so a toast (which stays while a
        // finger or pointer rests on it) never covers the header's cart or menu just after 加入购物车.
        mobileOffset={{ top: TOAST_OFFSET + PHONE_HEADER_PX }}
        theme={theme}
        // Given, not left to sonner: it would read the page's computed direction on every render of
        // the toaster (a style recalculation forced while the app starts).
        dir="ltr"
        // Each region named once, in Chinese (sonner's default is "Notifications alt+T" on both).
        customAriaLabel="通知（Alt+T）"
        toastOptions={{ closeButtonAriaLabel: '关闭通知' }}
      />
      <Toaster
        id={PRODUCT_TOASTER_ID}
        position="top-center"
        duration={TOAST_DURATION_MS}
        offset={PRODUCT_TOAST_OFFSET}
        mobileOffset={PRODUCT_TOAST_OFFSET}
        theme={theme}
        dir="ltr"
        customAriaLabel="站点提示"
        toastOptions={{ closeButtonAriaLabel: '关闭提示' }}
      />
    </>
  );
}
