import { useState } from 'react';

/**
 * Whether a panel (dialog, drawer, sheet) has been open at least once. Until then the panel mounts
 * nothing: a page pays nothing for its closed panels (Radix sets up each closed one's presence with
 * an update in the first commit, which made React redraw synchronously before the page could paint).
 * From then on it stays mounted, so closing animates out and focus goes back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
