/** /share/{type}/{id}: the landing card a shared link opens, with a way into the real page. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { oneLine } from '@zaowu/shared/html-text';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { shareTargetQuery, type ShareTarget, type ShareType } from '../api.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { isWeChatBrowser } from '../../../lib/user-agent.ts';
import '../share.css';

/** The route check (shareTarget) has already vetted both parameters. */
function targetOf(params: Record<string, string | undefined>): { type: ShareType; id: number } {
  return { type: params.type as ShareType, id: Number(params.id) };
}

function ShareCard({ item }: { item: ShareTarget }) {
  const inWeChat = isWeChatBrowser(navigator.userAgent);
  return (
    <article className="share-card">
      <div className="share-card__cover">
        {item.cover && <img src={item.cover} alt="" width="640" height="480" />}
        {item.mature && <p className="share-card__mature">成人内容，打开后确认年满 18 岁即可查看</p>}
        <Badge tone="accent" className="share-card__kind">
          {item.kind}
        </Badge>
      </div>
      <div className="share-card__body">
        <h1 id="page-title" className="share-card__title">
          {item.title}
        </h1>
        <p className="share-card__person">
          <Avatar src={item.person.avatar} name={item.person.nickname} size={28} />
          <span>
            <span className="muted">{item.role}</span> {item.person.nickname}
          </span>
        </p>
        {item.description && <p className="share-card__description">{item.description}</p>}
        <dl className="share-card__stats">
          {item.stats.map((s) => (
            <div key={s.label}>
              <dt>{s.label}</dt>
              <dd className="tabular">{s.value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="primary" size="lg" block>
          <Link to={item.href}>打开查看</Link>
        </Button>
        <p className="share-card__hint muted">
          {inWeChat
            ? '点击右上角「···」可以转发给朋友或分享到朋友圈；在造物 App 内打开，收藏和下载更方便。'
            : '已安装造物 App？在 App 内打开，收藏和下载更方便。'}
        </p>
      </div>
    </article>
  );
}

export function Component() {
  const { type, id } = targetOf(useParams());
  const query = useQuery(shareTargetQuery(type, id));
  const item = query.data;
  const description = item
    ? oneLine(item.description || `${item.role} ${item.person.nickname}`, 80)
    : undefined;
  usePageTitle(item ? `${item.title} · 分享` : '分享', description);
  useShareMeta(item ? { title: item.title, description, image: item.cover, path: item.href } : null);

  return (
    <section className="share" aria-labelledby="page-title" aria-busy={query.isPending}>
      {item ? (
        <ShareCard item={item} />
      ) : query.isError ? (
        <div className="share-card share-card--message" role="alert">
          <h1 id="page-title" className="share-card__title">
            分享内容加载失败
          </h1>
          <p className="muted">网络好像不太稳定，请稍后重试。</p>
          <Button variant="primary" onClick={() => void query.refetch()} loading={query.isFetching}>
            重新加载
          </Button>
        </div>
      ) : (
        <div className="share-card share-card--skeleton">
          <h1 id="page-title" className="visually-hidden">
            正在加载分享内容
          </h1>
          <Skeleton shape="rect" className="share-card__cover" />
          <div className="share-card__body">
            <Skeleton className="share-card__line share-card__line--title" />
            <Skeleton className="share-card__line" />
            <Skeleton className="share-card__line share-card__line--short" />
          </div>
        </div>
      )}
      <p className="share__more">
        <Link to="/">逛逛造物，发现更多好作品</Link>
      </p>
    </section>
  );
}
