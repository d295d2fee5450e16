import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import type { UserBrief } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { isSessionGone } from '../../../lib/errors.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery, useLoginState } from '../../../lib/session.ts';
import '../messages.css';
import { ConversationList, useConversations } from '../components/ConversationList.tsx';
import { NoThread, Thread } from '../components/Thread.tsx';

function withFromSearch(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function LoginFirst() {
  return <LoginPrompt title="登录后查看私信" description="你和设计师、买家之间的私信都在这里。" />;
}

function MessageBox({ me, withId }: { me: UserBrief; withId: number | null }) {
  const conversations = useConversations();
  const row = conversations.rows.find((c) => c.user.id === withId);
  let thread;
  if (withId === null) {
    thread = (
      <Empty
        size="compact"
        icon="inbox"
        title="选择一个对话"
        description="在左侧选择联系人查看私信；想联系设计师，可以在 TA 的主页点“私信”。"
      />
    );
  } else if (withId === me.id) {
    thread = <NoThread title="不能给自己发私信" description="选择一位联系人，或者去设计师主页发起私信。" />;
  } else {
    thread = <Thread key={withId} me={me} withId={withId} row={row} />;
  }
  return (
    <div className={clsx('messagebox', withId !== null && 'messagebox--thread')}>
      <nav className="messagebox__list" aria-label="对话列表">
        <ConversationList conversations={conversations} meId={me.id} current={withId} />
      </nav>
      <div className="messagebox__thread">{thread}</div>
    </div>
  );
}

export function Component() {
  usePageTitle('私信', '你和设计师、买家之间的私信往来。');
  const [search] = useSearchParams();
  const login = useLoginState();
  const me = useQuery({ ...overviewQuery(), enabled: login === 'member' });
  const withId = withFromSearch(search.get('with'));

  let body;
  if (login === 'visitor' || isSessionGone(me.error)) body = <LoginFirst />;
  else if (me.isError) {
    body = (
      <LoadError size="compact" title="账户信息加载失败" error={me.error} onRetry={() => void me.refetch()} />
    );
  } else if (!me.data) {
    body = (
      <SkeletonGroup label="正在加载私信…">
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  } else {
    const { id, nickname, avatar } = me.data.userinfo;
    body = <MessageBox me={{ id, nickname, avatar }} withId={withId} />;
  }

  return (
    <section className="messagebox-page" aria-labelledby="page-title">
      <header className="message-page__head">
        <h1 id="page-title" className="message-page__title">
          私信
        </h1>
        <div className="message-page__tools">
          <Button asChild size="sm">
            <Link to="/message">消息中心</Link>
          </Button>
        </div>
      </header>
      {body}
    </section>
  );
}
