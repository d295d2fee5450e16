/**
 * /message (member page): the ten notification types as tabs with their unread counts (the polled
 * counts, shared with the header bell), the type in the URL (?type=3&page=2), that type's messages,
 * 全部标为已读, cooperation applications to approve or reject, and the per-type settings.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGE_TYPES, hrefs, type MessageType } from '@zaowu/shared';
import { formatCount } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { featureOn } from '../../../lib/features.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLoginState } from '../../../lib/session.ts';
import { messageConfigQuery } from '../settings-api.ts';
import { messageListQuery, typeLabel, useMarkRead } from '../notifications-api.ts';
import { usePrivateUnread, useUnreadCounts } from '../api.ts';
import { MessageItem } from '../components/MessageItem.tsx';
import { MessageSettings } from '../components/MessageSettings.tsx';
import '../messages.css';
import { pageOf } from '../../../lib/search-params.ts';
import { isSessionGone } from '../../../lib/errors.ts';

/** ?type=N when N is one of the ten types, else the first. */
export function typeFromSearch(value: string | null): MessageType {
  const n = Number(value);
  return MESSAGE_TYPES.find((t) => t.type === n)?.type ?? MESSAGE_TYPES[0].type;
}

const hrefOf = (type: MessageType, page = 1) =>
  hrefs.message({ query: { type, page: page > 1 ? page : undefined } });

function ListSkeleton() {
  return (
    <SkeletonGroup label="正在加载消息…">
      <ul className="message-list">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i} className="message">
            <Skeleton shape="circle" width={40} />
            <div className="message__main">
              <Skeleton width="30%" />
              <Skeleton lines={2} />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

function LoginFirst() {
  return (
    <LoginPrompt title="登录后查看你的消息" description="评论、点赞、合作申请和订单通知都会汇总在这里。" />
  );
}

function TypePanel({
  type,
  page,
  onOpenSettings,
}: {
  type: MessageType;
  page: number;
  onOpenSettings: () => void;
}) {
  const list = useQuery(messageListQuery(type, page));
  const counts = useUnreadCounts();
  const config = useQuery(messageConfigQuery());
  const markAll = useMarkRead(type);
  const unread = counts.data?.[type] ?? 0;
  const label = typeLabel(type);
  const switchedOff = config.data?.[type] === false;

  if (isSessionGone(list.error)) return <LoginFirst />;

  return (
    <div className="message-panel">
      <div className="message-panel__bar">
        <p className="message-panel__summary" aria-live="polite">
          {unread > 0 ? (
            <>
              「{label}」有 <b>{unread}</b> 条未读
            </>
          ) : (
            <>「{label}」没有未读消息</>
          )}
        </p>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => markAll.mutate('all')}
          disabled={unread === 0 || markAll.isPending}
        >
          全部标为已读
        </Button>
      </div>
      {switchedOff && (
        <p className="message-panel__off">
          你已关闭「{label}」通知，新的{label}消息不会再发给你。
          <button type="button" className="message-panel__link" onClick={onOpenSettings}>
            去开启
          </button>
        </p>
      )}
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadError title="消息加载失败" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <Empty
          title={page > 1 ? '没有这一页' : `还没有${label}消息`}
          description={page > 1 ? '这类消息没有这么多页。' : '有新动态时会第一时间通知你。'}
          action={
            page > 1 ? (
              <Button asChild variant="primary">
                <Link to={hrefOf(type)}>回到第一页</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="message-list" aria-label={`${label}消息`}>
            {list.data.data.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={list.data.last_page}
            getHref={(p) => hrefOf(type, p)}
            label={`${label}消息分页`}
            className="message-pagination"
          />
        </>
      )}
    </div>
  );
}

export function Component() {
  usePageTitle('消息中心', '评论、回复、点赞、合作申请、订单和收益通知。');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const login = useLoginState();
  const counts = useUnreadCounts();
  const privateUnread = usePrivateUnread().data ?? 0;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const type = typeFromSearch(search.get('type'));
  const page = pageOf(search);
  const tabsRef = useRef<HTMLDivElement>(null);

  // On a phone the ten tabs scroll sideways: bring the current one into view (without moving the page).
  useEffect(() => {
    const list = tabsRef.current?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const l = list.getBoundingClientRect();
    const t = tab.getBoundingClientRect();
    list.scrollLeft += t.left - l.left - (l.width - t.width) / 2;
  }, [type, login, counts.isSuccess]);

  return (
    <section className="message-page" aria-labelledby="page-title">
      <header className="message-page__head">
        <h1 id="page-title" className="message-page__title">
          消息中心
        </h1>
        <div className="message-page__tools">
          {featureOn('privateMessages') && (
            <Button asChild size="sm">
              <Link to="/messagebox">
                私信
                {privateUnread > 0 && (
                  <span className="message-page__count">
                    <span className="visually-hidden">（</span>
                    {formatCount(privateUnread)}
                    <span className="visually-hidden"> 条未读）</span>
                  </span>
                )}
              </Link>
            </Button>
          )}
          <Button size="sm" onClick={() => setSettingsOpen(true)} disabled={login !== 'member'}>
            消息设置
          </Button>
        </div>
      </header>
      {login === 'visitor' ? (
        <LoginFirst />
      ) : (
        <div ref={tabsRef}>
          <Tabs
            label="消息类型"
            value={String(type)}
            onValueChange={(v) =>
              void navigate(hrefOf(typeFromSearch(v)), { replace: true, preventScrollReset: true })
            }
            items={MESSAGE_TYPES.map((t) => ({
              value: String(t.type),
              label: t.label,
              count: counts.data?.[t.type] ?? 0,
              content: (
                <TypePanel
                  key={`${t.type}-${page}`}
                  type={t.type}
                  page={t.type === type ? page : 1}
                  onOpenSettings={() => setSettingsOpen(true)}
                />
              ),
            }))}
          />
        </div>
      )}
      <MessageSettings open={settingsOpen} onOpenChange={setSettingsOpen} />
    </section>
  );
}
