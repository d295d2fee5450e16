/**
 * Publishing and editing are for members. A visitor gets an invitation to log in (the dialog opens on
 * the button); while the login check and the member's profile load, the form's outline shows.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { UserInfo } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { overviewQuery, useLoginState } from '../../../lib/session.ts';
import { isSessionGone } from '../../../lib/errors.ts';

export function FormSkeleton({ label = '正在加载…' }: { label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <div className="pub-page">
        <Skeleton width={180} height={32} />
        <div className="pub-form pub-form--skeleton">
          <div className="pub-main">
            <div className="pub-card">
              <Skeleton width="40%" />
              <Skeleton shape="rect" height={48} />
              <Skeleton shape="rect" height={44} />
              <Skeleton shape="rect" height={120} />
            </div>
            <div className="pub-card">
              <Skeleton width="30%" />
              <Skeleton shape="rect" ratio={4 / 3} />
            </div>
          </div>
          <div className="pub-side">
            <div className="pub-card">
              <Skeleton width="40%" />
              <Skeleton lines={4} />
            </div>
          </div>
        </div>
      </div>
    </SkeletonGroup>
  );
}

export function MemberGate({
  visitorTitle,
  visitorText,
  children,
}: {
  visitorTitle: string;
  visitorText: string;
  children: (me: UserInfo) => ReactNode;
}) {
  const login = useLoginState();
  const me = useQuery({ ...overviewQuery(), enabled: login === 'member' });
  const visitor = login === 'visitor' || isSessionGone(me.error);

  if (visitor) {
    return (
      <section className="pub-state" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          {visitorTitle}
        </h1>
        <LoginPrompt titleAs="h2" title={visitorTitle} description={visitorText} />
      </section>
    );
  }
  if (me.isError) {
    return (
      <section className="pub-state" role="alert" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          加载失败
        </h1>
        <Empty
          icon="alert"
          titleAs="h2"
          title="加载失败"
          description="网络好像不太稳定，请稍后重试。"
          action={
            <Button variant="primary" loading={me.isFetching} onClick={() => void me.refetch()}>
              重新加载
            </Button>
          }
        />
      </section>
    );
  }
  if (!me.data) return <FormSkeleton />;
  return <>{children(me.data.userinfo)}</>;
}
