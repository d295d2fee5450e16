/**
 * The shell of /account, the member area (the page itself, which puts the account, wallet, selling and
 * addresses features' tabs in it, is app/pages/account.page.tsx): a card with the member's face and balance over fourteen tabs (概览, 个人资料,
 * 我的作品, 访客, 商品, 物品, 收藏, 关注, 交易, 收入, 下载, 余额 (充值 / 提现 / 余额明细), 收货地址 (the
 * addresses feature's book), 账号安全). The tab, its filter and its page live
 * in the URL (?tab=goods&status=on&page=2), so refresh, back/forward and links keep the view. Only
 * the open tab mounts, so only its calls are made. A visitor's call answers 401, and the client's rule
 * sends them to /login?gourl=/account… after 1.5 s (product.md §8).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AccountOverview } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery } from '../../../lib/session.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { featureOn } from '../../../lib/features.ts';
import { formatMoney } from '../../../lib/format.ts';
import { accountHref, accountTabs, tabLabel, tabOf, type AccountTab } from '../../../lib/account-tabs.ts';
import '../account.css';

const CERTIFICATION: Record<AccountOverview['userinfo']['certification'], string | null> = {
  none: null,
  pending: '实名认证审核中',
  verified: '已实名认证',
  rejected: '实名认证未通过',
};

function MemberCard({ overview }: { overview: AccountOverview }) {
  const me = overview.userinfo;
  const cert = CERTIFICATION[me.certification];
  return (
    <div className="acct-card">
      <Avatar src={me.avatar} name={me.nickname} size={64} decorative />
      <div className="acct-card__who">
        <p className="acct-card__name">
          <span>{me.nickname}</span>
          {cert && <Badge tone={me.certification === 'verified' ? 'success' : 'neutral'}>{cert}</Badge>}
        </p>
        <p className="acct-card__bio">{me.bio || '还没有个人简介'}</p>
        <p className="acct-card__meta">
          {me.mobile}
          {me.city && ` · ${me.city}`}
        </p>
      </div>
      <div className="acct-card__money">
        <span className="acct-card__label">账户余额</span>
        <span className="acct-card__balance tabular">{formatMoney(me.balance)}</span>
        <div className="acct-card__actions">
          <Button asChild size="sm" variant="primary">
            <Link to={accountHref('balance')}>充值</Link>
          </Button>
          {featureOn('withdraw') && (
            <Button asChild size="sm">
              <Link to={accountHref('balance', { view: 'withdraw' })}>提现</Link>
            </Button>
          )}
          <Button asChild size="sm">
            <Link to={accountHref('profile')}>编辑资料</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function CardSkeleton() {
  return (
    <SkeletonGroup label="正在加载个人中心…" className="acct-card">
      <Skeleton shape="circle" width={64} />
      <div className="acct-card__who">
        <Skeleton width={140} height={22} />
        <Skeleton width="70%" />
        <Skeleton width={120} />
      </div>
    </SkeletonGroup>
  );
}

/** The page shell: the member card over the tabs; `panel` gives the open tab's content. */
export function AccountPage({ panel }: { panel: (tab: AccountTab, overview: AccountOverview) => ReactNode }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOf(search);
  usePageTitle(tab === 'overview' ? '个人中心' : `${tabLabel(tab)} · 个人中心`);
  const overview = useQuery(overviewQuery());
  const tabsRef = useRef<HTMLDivElement>(null);

  // On a phone the tab strip scrolls sideways: keep the open tab in view (also after back/forward).
  useEffect(() => {
    const active = tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [tab, overview.isSuccess]);

  return (
    <section className="account" aria-labelledby="page-title">
      <h1 id="page-title" className="acct-title">
        个人中心
      </h1>
      {overview.isPending ? (
        <>
          <CardSkeleton />
          <div className="acct-tabs-skeleton" aria-hidden="true">
            {accountTabs().map((t) => (
              <Skeleton key={t.value} width={56} />
            ))}
          </div>
        </>
      ) : overview.isError ? (
        <LoadError
          title="个人中心加载失败"
          size="compact"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <MemberCard overview={overview.data} />
          <div ref={tabsRef}>
            <Tabs
              label="个人中心"
              className="acct-tabs"
              value={tab}
              onValueChange={(v) => void navigate(accountHref(v as AccountTab), { preventScrollReset: true })}
              items={accountTabs().map((t) => ({
                value: t.value,
                label: t.label,
                content: t.value === tab ? panel(t.value, overview.data) : null,
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
