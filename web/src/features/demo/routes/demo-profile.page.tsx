/**
 * /demo/profile: the member's own profile card. The route's `profile` middleware lets only members
 * through (a visitor gets the login dialog over a 401), so this page can assume a session.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CertificationStatus } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { formatChinaLongDate, formatCompact, formatPrice } from '../../../lib/format.ts';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery } from '../../../lib/session.ts';
import { DemoBreadcrumb } from '../components/DemoBreadcrumb.tsx';
import '../demo.css';

const CERTIFICATION: Record<CertificationStatus, [string, BadgeProps['tone']]> = {
  none: ['未实名', 'neutral'],
  pending: ['实名审核中', 'warning'],
  verified: ['已实名', 'success'],
  rejected: ['实名未通过', 'danger'],
};

function ProfileSkeleton() {
  return (
    <SkeletonGroup label="正在加载个人资料" className="demo-profile-card">
      <div className="demo-profile-card__head">
        <Skeleton shape="circle" width={80} />
        <div className="demo-profile-card__who">
          <Skeleton width={140} height={24} />
          <Skeleton lines={2} width={260} />
        </div>
      </div>
      <Skeleton shape="rect" height={72} />
    </SkeletonGroup>
  );
}

function ProfileCard() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(overviewQuery());
  if (isPending) return <ProfileSkeleton />;
  if (isError || !data) {
    return (
      <Empty
        icon="alert"
        title="个人资料加载失败"
        description="可能是网络不稳定，请稍后重试。"
        action={
          <Button variant="primary" loading={isRefetching} onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  const { userinfo: u, stats } = data;
  const [certLabel, certTone] = CERTIFICATION[u.certification] ?? CERTIFICATION.none;
  const figures = [
    ['作品', formatCompact(stats.works)],
    ['粉丝', formatCompact(stats.followers)],
    ['关注', formatCompact(stats.following)],
    ['获赞', formatCompact(stats.likes)],
    ['浏览', formatCompact(stats.views)],
  ] as const;
  return (
    <article className="demo-profile-card" aria-labelledby="profile-name">
      <div className="demo-profile-card__head">
        <Avatar src={u.avatar} name={u.nickname} size={80} />
        <div className="demo-profile-card__who">
          <h2 id="profile-name" className="demo-profile-card__name">
            {u.nickname} <Badge tone={certTone}>{certLabel}</Badge>
          </h2>
          <p className="demo-profile-card__bio">{u.bio || '这个人很懒，还没有写简介。'}</p>
        </div>
      </div>
      <dl className="demo-profile-card__stats">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="demo-profile-card__facts">
        <div>
          <dt>手机</dt>
          <dd className="tabular">{u.mobile || '未绑定'}</dd>
        </div>
        <div>
          <dt>城市</dt>
          <dd>{u.city || '未填写'}</dd>
        </div>
        <div>
          <dt>余额</dt>
          <dd className="tabular">{formatPrice(u.balance)}</dd>
        </div>
        <div>
          <dt>累计收入</dt>
          <dd className="tabular">{formatPrice(stats.income_total)}</dd>
        </div>
        <div>
          <dt>注册时间</dt>
          <dd>{formatChinaLongDate(u.created_at) || '—'}</dd>
        </div>
      </dl>
      <div className="demo-profile-card__actions">
        <Button asChild variant="primary">
          <Link to="/account">前往个人中心</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/demo">返回组件演示</Link>
        </Button>
      </div>
    </article>
  );
}

export function Component() {
  usePageTitle('演示：个人资料');
  return (
    <div className="demo-page demo-profile">
      <DemoBreadcrumb current="个人资料" />
      <header className="demo-item__head">
        <h1 id="page-title">演示：个人资料</h1>
        <p className="demo-item__summary">
          本页受名为 <code>profile</code> 的路由守卫保护：未登录的访客打开它，会看到登录框和 401
          提示，页面本身不会渲染；登录后才显示下面这张你自己的资料卡。资料来自账户概览接口，用的正是组件库里的头像、徽标、骨架屏和空状态。
        </p>
      </header>
      <ProfileCard />
    </div>
  );
}
