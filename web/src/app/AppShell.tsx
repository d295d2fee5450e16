/** The root of every page: navigation effects, the login dialog, toasts and the progress bar. */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { LoginDialog } from '../features/auth/index.ts';
import { WeChatShareBoot } from '../features/share/index.ts';
import { GuidedTour } from '../features/tour/index.ts';
import { uploadsStartedAtom } from '../lib/client-state.ts';
import { NavigationEffects } from './navigation.tsx';
import { ProgressBar } from './ProgressBar.tsx';

const Toasters = lazy(() => import('./Toasters.tsx'));
const FloatingUploads = lazy(() =>
  import('../features/upload/index.ts').then((m) => ({ default: m.FloatingUploads })),
);

export function AppShell() {
  const uploadsStarted = useAtomValue(uploadsStartedAtom);
  return (
    <>
      <NavigationEffects />
      <ProgressBar />
      <Outlet />
      <LoginDialog />
      <GuidedTour />
      <WeChatShareBoot />
      <Suspense fallback={null}>
        <Toasters />
      </Suspense>
      {uploadsStarted && (
        <Suspense fallback={null}>
          <FloatingUploads />
        </Suspense>
      )}
    </>
  );
}
/** Shown while the first route resolves: the header's outline, so nothing jumps when it arrives. */
export function ShellFallback() {
  return (
    <div className="layout" aria-busy="true">
      <div className="header header--placeholder">
        <span className="logo">造物</span>
      </div>
      <main className="main">
        <p className="visually-hidden">正在加载…</p>
      </main>
    </div>
  );
}
