/**
 * What a visitor can do with a work: 点赞, 收藏, 稍后再看, 分享, 申请合作. Member actions open the login
 * dialog for a visitor instead of trying. On phones the group is a bar fixed to the bottom of the screen.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { WorkDetail, WorkRelation } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { formatCompact } from '../../../components/format.ts';
import { Menu } from '../../../components/Menu.tsx';
import { notify } from '../../../lib/toast.ts';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../auth/index.ts';
import { WatchLaterButton } from '../../watch-later/index.ts';
import { relationQuery, useToggleLike } from '../api.ts';
import { copyText } from '../clipboard.ts';
import { CooperateDialog, useCooperateDraft } from './CooperateDialog.tsx';
import { FavoriteDialog } from './FavoriteDialog.tsx';
import { WorkIcon } from './icons.tsx';

export function WorkActions({ work }: { work: WorkDetail }) {
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
      <WatchLaterButton work={work} compact className="wd-action" />
      <ShareMenu work={work} />
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
      {open && <FavoriteDialog open={open} onOpenChange={setOpen} work={work} relation={relation} />}
    </>
  );
}

function ShareMenu({ work }: { work: WorkDetail }) {
  const origin = window.location.origin;
  const pageUrl = `${origin}/${work.type}/${work.id}`;
  const cardUrl = `${origin}/share/${work.type}/${work.id}`;
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) notify.success(done);
    else notify.error(`复制失败，请手动复制：${text}`);
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <Menu
      label="分享作品"
      align="end"
      trigger={
        <Button className="wd-action">
          <WorkIcon name="share" />
          <span className="wd-action__label">分享</span>
        </Button>
      }
      items={[
        {
          key: 'page',
          label: '复制作品链接',
          icon: <WorkIcon name="link" size={16} />,
          onSelect: () => void copy(pageUrl, '作品链接已复制'),
        },
        {
          key: 'card',
          label: '复制分享卡片链接',
          icon: <WorkIcon name="card" size={16} />,
          onSelect: () => void copy(cardUrl, '分享卡片链接已复制，发给朋友就能打开'),
        },
        ...(canShare
          ? [
              {
                key: 'system',
                label: '通过系统分享…',
                icon: <WorkIcon name="share" size={16} />,
                onSelect: () => {
                  navigator.share({ title: work.title, url: cardUrl }).catch(() => undefined);
                },
              },
            ]
          : []),
      ]}
    />
  );
}

function CooperateButton({ work, guard }: { work: WorkDetail; guard: Guard }) {
  const [open, setOpen] = useState(false);
  // The draft lives here, outside the dialog, so closing it (or a failed send) loses nothing.
  const draft = useCooperateDraft();
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
      <CooperateDialog open={open} onOpenChange={setOpen} work={work} draft={draft} />
    </>
  );
}
