/** /animation/{id}: an animation in the browser's video player. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { WorkDetail } from '@zaowu/shared';
import { workKeys } from '../../../lib/query-keys.ts';
import { useLoginState } from '../../../lib/session.ts';
import { relationQuery } from '../api.ts';
import type { WorkDetailSlots } from '../slots.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import { WorkDetailPage } from './WorkDetailPage.tsx';

/**
 * The player, and what changes what it may play: an animation for sale shows its preview until the
 * member has bought it; once the relation says 已购买 (paid here or on another device), the detail is
 * asked for again, which now gives the whole video. 重试 asks for it again too (a signed address of
 * the whole video expires). Neither follows a mutation (the purchase may have been made on another
 * device), so they invalidate here rather than through a mutation's `meta.invalidates`.
 */
function AnimationMedia({ work }: { work: WorkDetail }) {
  const queryClient = useQueryClient();
  const loggedIn = useLoginState() === 'member';
  const onPreview = work.video_url === null && work.video_preview !== null;
  const relation = useQuery({ ...relationQuery(work.id), enabled: loggedIn && onPreview });
  const bought = onPreview && relation.data?.purchased === true;
  const asked = useRef(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: workKeys.detail(work.id) });
  useEffect(() => {
    if (!bought || asked.current) return;
    asked.current = true;
    void queryClient.invalidateQueries({ queryKey: workKeys.detail(work.id) });
  }, [bought, queryClient, work.id]);
  return <VideoPlayer work={work} onRetry={refresh} />;
}

const renderAnimation = (work: WorkDetail) => <AnimationMedia work={work} />;

export function AnimationDetailPage({ slots }: { slots: WorkDetailSlots }) {
  return <WorkDetailPage type="animation" renderMedia={renderAnimation} slots={slots} />;
}
