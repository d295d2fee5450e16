import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { ROUTE_PROGRESS_DELAY_MS } from '@zaowu/shared';

/** A top bar that appears only when a navigation takes longer than 100 ms (product.md §9). */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const t = setTimeout(() => setVisible(true), ROUTE_PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(t);
      setVisible(false);
    };
  }, [busy]);
  if (!busy || !visible) return null;
  return <div className="progress-bar" role="progressbar" aria-label="页面加载中" />;
}
