/** The two sonner toasters (lazy-loaded by the shell; see lib/toast.ts). */
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { PRODUCT_TOAST_OFFSET, TOAST_DURATION_MS, TOAST_OFFSET } from '@zaowu/shared';
import { themeAtom } from '../features/theme/index.ts';
import { PRODUCT_TOASTER_ID, toastersMounted } from '../lib/toast.ts';

export default function Toasters() {
  const theme = useAtomValue(themeAtom);
  useEffect(() => toastersMounted(), []);
  return (
    <>
      <Toaster position="top-center" duration={TOAST_DURATION_MS} offset={TOAST_OFFSET} theme={theme} />
      <Toaster
        id={PRODUCT_TOASTER_ID}
        position="top-center"
        duration={TOAST_DURATION_MS}
        offset={PRODUCT_TOAST_OFFSET}
        mobileOffset={PRODUCT_TOAST_OFFSET}
        theme={theme}
      />
    </>
  );
}
