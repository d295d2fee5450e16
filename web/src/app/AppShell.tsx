/** The root of every page: navigation effects, the login dialog, toasts and the progress bar. */
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useAtomValue } from '../lib/state.ts';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
// auth's module rather than its index file: the auth index also carries what pages use (the SMS
// field and its mutations), which the first load does not need.
import { useIsLoggedIn } from '../lib/session.ts';
import { LoginDialog } from '../features/auth/components/LoginDialog.tsx';
import { WeChatShareBoot } from '../features/share/index.ts';
import { FRAME_PLACE_GLOBAL, type FramePlace } from '@zaowu/shared';
import { uploadsStartedAtom } from '../lib/client-state.ts';
import { NavigationEffects } from './navigation.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { FeatureSlots } from './slots.tsx';

const Toasters = lazy(() => import('./Toasters.tsx'));
// Members only: a visitor's page never loads the tour.
const GuidedTour = lazy(() => import('../features/tour/index.ts').then((m) => ({ default: m.GuidedTour })));
const FloatingUploads = lazy(() =>
  import('../components/upload/index.ts').then((m) => ({ default: m.FloatingUploads })),
);

/**
 * The parts that come and go with the session and the uploads each read their own state, so a change
 * there re-renders them, not the page under the shell.
 */
function MemberTour() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? (
    <Suspense fallback={null}>
      <GuidedTour />
    </Suspense>
  ) : null;
}

function Uploads() {
  const uploadsStarted = useAtomValue(uploadsStartedAtom);
  return uploadsStarted ? (
    <Suspense fallback={null}>
      <FloatingUploads />
    </Suspense>
  ) : null;
}

/**
 * Where a scroll position is kept: by history entry, except a document's first entry. Every full page
 * load's first entry has the key "default", so keyed by that, one page's position came back on the
 * next page loaded in the same tab (a typed URL, a link from another site); by its path, a reload of the
 * same page still comes back where it was.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/**
 * Where the reader was when React replaced the first paint. The frame is the page itself, so the reader
 * may scroll it, or follow one of its links, before the app starts (on a slow phone that is seconds); the
 * browser itself puts them back down the page on a reload or a back to it. <ScrollRestoration>'s first
 * render knows none of that: it scrolls to the top, or to a place saved on an earlier visit. The
 * start-up loader (web/build/boot-after-paint.ts) has watched the scroll since the first paint; that
 * place is taken just before <ScrollRestoration> runs (layout effects run in the order of the
 * elements) and put back just after, in the same commit, so nothing is painted in between. Reading
 * `window.scrollY` here instead would make the browser lay out the whole new page inside React's
 * commit (26 ms of one task on this machine's trace, four times that on a phone). A reader still at
 * the top, and a link to a place in the page, are left to <ScrollRestoration>.
 */
let placeAtStart: { y: number; key: string } | undefined;

/** The location the shell mounted on: these run once, not on every navigation. */
const useMountedOn = () => useState(useLocation())[0];

function NotePlaceAtStart() {
  const { key } = useMountedOn();
  useLayoutEffect(() => {
    if (placeAtStart) return;
    const frame = (window as { [FRAME_PLACE_GLOBAL]?: FramePlace })[FRAME_PLACE_GLOBAL];
    frame?.stop();
    placeAtStart = { y: frame?.y ?? 0, key };
  }, [key]);
  return null;
}

function KeepPlaceAtStart() {
  // A shell mounted again later, on another page, starts as usual; so does a link to a place in the
  // page (#comments): <ScrollRestoration> takes the reader there, where React has drawn it.
  const { key, hash } = useMountedOn();
  useLayoutEffect(() => {
    if (placeAtStart?.key === key && placeAtStart.y > 0 && !hash) window.scrollTo(0, placeAtStart.y);
  }, [key, hash]);
  return null;
}

export function AppShell() {
  return (
    <>
      <NavigationEffects />
      {/* Back/forward and reloads restore where the reader was; a new page starts at the top. */}
      <NotePlaceAtStart />
      <ScrollRestoration getKey={scrollKey} />
      <KeepPlaceAtStart />
      <ProgressBar />
      <FeatureSlots>
        <Outlet />
      </FeatureSlots>
      <LoginDialog />
      <MemberTour />
      <WeChatShareBoot />
      <Suspense fallback={null}>
        <Toasters />
      </Suspense>
      <Uploads />
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
