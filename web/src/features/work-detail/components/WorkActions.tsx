/**
 * What a visitor can do with a work: 点赞, 收藏, 稍后再看, 分享, 申请合作. Member actions open the login
 * dialog for a visitor instead of trying. On phones the group is a bar fixed to the bottom of the screen.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useSetAtom } from '../../../lib/state.ts';
import { lazy, Suspense, useState } from 'react';
import { hrefs, type WorkDetail, type WorkRelation } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { ShareSheet } from '../../../components/share/LazyShareSheet.tsx';
import { relationQuery, useToggleLike } from '../api.ts';
import type { WorkDetailSlots } from '../slots.ts';
import { WorkIcon } from './icons.tsx';

// The two forms load on their first opening, not with the page (react-hook-form and zod with them).
const FavoriteDialog = lazy(() =>
  import('./FavoriteDialog.tsx').then((m) => ({ default: m.FavoriteDialog })),
);
const CooperateWithDraft = lazy(() =>
  import('./CooperateDialog.tsx').then((m) => ({ default: m.CooperateWithDraft })),
);

export function WorkActions({
  work,
  renderWatchLater,
}: {
  work: WorkDetail;
  renderWatchLater: WorkDetailSlots['watchLater'];
}) {
  const loginState = useLoginState();
  const loggedIn = loginState === 'member';
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: loggedIn });
  const isOwn = loggedIn && me.data?.userinfo.id === work.author.id;
  const relationResult = useQuery({ ...relationQuery(work.id), enabled: loggedIn });
  // After a logout the last member's relation must not show.
  const relation = loggedIn ? relationResult.data : undefined;

  const whenMember = (action: () => void) => () => {
    // Until the login check answers, a click is neither a member's nor a visitor's.
    if (loginState === 'checking') return;
    if (loggedIn) action();
    else openLogin(true);
  };

  return (
    <div className={clsx('wd-actions', isOwn && 'wd-actions--own')} role="group" aria-label="作品操作">
      <LikeButton work={work} relation={relation} guard={whenMember} />
      <FavoriteButton work={work} relation={relation} guard={whenMember} />
      {renderWatchLater(work, 'wd-action')}
      <ShareButton work={work} />
      {!isOwn && <CooperateButton work={work} guard={whenMember} />}
    </div>
  );
}

type Guard = (action: () => void) => () => void;

function LikeButton({ work, relation, guard }: { work: WorkDetail; relation?: WorkRelation; guard: Guard }) {
  const like = useToggleLike(work.id);
  const liked = relation?.liked ?? false;
  return (
    <Button
      className={clsx('wd-action', 'wd-action--like', liked && 'wd-action--on')}
      aria-pressed={liked}
      onClick={guard(() => like.mutate())}
    >
      <WorkIcon name="heart" filled={liked} />
      <span className="wd-action__label">
        点赞 <span className="wd-action__count tabular">{formatCompact(work.likes)}</span>
      </span>
    </Button>
  );
}

function FavoriteButton({
  work,
  relation,
  guard,
}: {
  work: WorkDetail;
  relation?: WorkRelation;
  guard: Guard;
}) {
  const [open, setOpen] = useState(false);
  const favorited = relation?.favorited ?? false;
  return (
    <>
      <Button
        className={clsx('wd-action', favorited && 'wd-action--on')}
        aria-haspopup="dialog"
        onClick={guard(() => setOpen(true))}
      >
        <WorkIcon name="star" filled={favorited} />
        <span className="wd-action__label">{favorited ? '已收藏' : '收藏'}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FavoriteDialog open={open} onOpenChange={setOpen} work={work} relation={relation} />
        </Suspense>
      )}
    </>
  );
}

function ShareButton({ work }: { work: WorkDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="wd-action" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <WorkIcon name="share" />
        <span className="wd-action__label">分享</span>
      </Button>
      <ShareSheet
        open={open}
        onOpenChange={setOpen}
        heading="分享作品"
        path={hrefs.work(work.type, work.id)}
        title={work.title}
        description={work.description}
        image={work.cover}
      />
    </>
  );
}

function CooperateButton({ work, guard }: { work: WorkDetail; guard: Guard }) {
  const [open, setOpen] = useState(false);
  // The dialog and its draft come with the first opening and then stay (lib/opened-once.ts): a page
  // load sets up no form for it.
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        variant="primary"
        className="wd-action wd-action--cooperate"
        aria-haspopup="dialog"
        onClick={guard(() => setOpen(true))}
      >
        <WorkIcon name="handshake" />
        <span className="wd-action__label">申请合作</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CooperateWithDraft open={open} onOpenChange={setOpen} work={work} />
        </Suspense>
      )}
    </>
  );
}
