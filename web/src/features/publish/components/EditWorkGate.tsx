/**
 * Editing is for the work's author only. The author gets the form; another member a clear 无权编辑
 * with the way to the work; a visitor the login invitation (MemberGate).
 *
 * The form starts from the author's own copy of the work, the one with its files' addresses (works.detail
 * gives them to the author only). A copy cached from before logging in has none: it is fetched again
 * before the form shows, or saving would drop the files.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UserInfo } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { workQuery } from '../../../lib/work-api.ts';
import { workHref } from '../api.ts';
import { ownWorkDetail, type OwnWorkDetail } from '../work-form.ts';
import { FormSkeleton, MemberGate } from './MemberGate.tsx';

function State({
  title,
  text,
  icon,
  action,
  alert,
}: {
  title: string;
  text: ReactNode;
  icon: 'alert' | 'info';
  action: ReactNode;
  alert?: boolean;
}) {
  return (
    <section className="pub-state" aria-labelledby="page-title" role={alert ? 'alert' : undefined}>
      <h1 id="page-title" className="visually-hidden">
        {title}
      </h1>
      <Empty icon={icon} titleAs="h2" title={title} description={text} action={action} />
    </section>
  );
}

function OwnWork({
  id,
  me,
  children,
}: {
  id: number;
  me: UserInfo;
  children: (work: OwnWorkDetail, me: UserInfo) => ReactNode;
}) {
  const query = useQuery({
    ...workQuery(id),
    // A copy without file addresses (a visitor's) is asked for again even when fresh.
    refetchOnMount: (q) => (q.state.data && ownWorkDetail(q.state.data) === null ? 'always' : true),
  });
  const own = query.data ? ownWorkDetail(query.data) : null;
  const mine = query.data?.author.id === me.id;
  if (query.isPending || (mine && own === null && query.isFetching))
    return <FormSkeleton label="正在加载作品…" />;
  // Still no addresses after asking again as the author: something went wrong; never a form that loses files.
  if (query.isError || (mine && own === null)) {
    return (
      <State
        alert
        icon="alert"
        title="作品加载失败"
        text="网络好像不太稳定，请稍后重试。"
        action={
          <Button variant="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const work = query.data;
  if (!mine || own === null) {
    return (
      <State
        icon="info"
        title="无权编辑"
        text={`《${work.title}》是${work.author.nickname}的作品，只有作者本人可以编辑。`}
        action={
          <Button asChild variant="primary">
            <Link to={workHref(work)}>查看作品</Link>
          </Button>
        }
      />
    );
  }
  return <>{children(own, me)}</>;
}

export function EditWorkGate({
  id,
  children,
}: {
  id: number | null;
  children: (work: OwnWorkDetail, me: UserInfo) => ReactNode;
}) {
  return (
    <MemberGate visitorTitle="登录后编辑作品" visitorText="登录作品作者的账号后，才能修改作品内容。">
      {(me) =>
        id === null ? (
          <State
            icon="info"
            title="没有指定作品"
            text="请从作品页或个人中心进入要编辑的作品。"
            action={
              <Button asChild variant="primary">
                <Link to="/account">去个人中心</Link>
              </Button>
            }
          />
        ) : (
          <OwnWork id={id} me={me}>
            {children}
          </OwnWork>
        )
      }
    </MemberGate>
  );
}
