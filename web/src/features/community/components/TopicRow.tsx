/** A topic in the community list: title, excerpt, author, tags, replies, views and last reply time. */
import { Link } from 'react-router';
import { hrefs, type Topic, topicListHref } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { formatChinaAgo, formatChinaDateTime, formatCompact } from '../../../lib/format.ts';
import { Skeleton } from '../../../components/Skeleton.tsx';

export function TopicRow({ topic: t, sort }: { topic: Topic; sort: 'latest' | 'hot' }) {
  return (
    <article className="topic-row" aria-labelledby={`topic-${t.id}-title`}>
      <div className="topic-row__main">
        <h2 className="topic-row__title" id={`topic-${t.id}-title`}>
          <Link to={hrefs.topic(t.id)}>{t.title}</Link>
        </h2>
        {t.excerpt && <p className="topic-row__excerpt">{t.excerpt}</p>}
        <div className="topic-row__meta">
          <span className="topic-row__author">
            <Avatar src={t.author.avatar} name={t.author.nickname} size={22} decorative />
            {t.author.nickname}
          </span>
          {t.tags.length > 0 && (
            <ul className="topic-tags" aria-label="标签">
              {t.tags.map((tag) => (
                <li key={tag}>
                  <Link className="topic-tag" to={topicListHref({ sort, tag })}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <dl className="topic-row__stats">
        <div>
          <dt>回复</dt>
          <dd>{formatCompact(t.replies)}</dd>
        </div>
        <div>
          <dt>浏览</dt>
          <dd>{formatCompact(t.views)}</dd>
        </div>
        <div className="topic-row__last">
          <dt>最后回复</dt>
          <dd>
            <time dateTime={t.last_reply_at} title={formatChinaDateTime(t.last_reply_at)}>
              {formatChinaAgo(t.last_reply_at)}
            </time>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function TopicRowSkeleton() {
  return (
    <div className="topic-row" aria-hidden="true">
      <div className="topic-row__main">
        <Skeleton width="60%" height={20} />
        <Skeleton lines={2} />
        <Skeleton width={180} />
      </div>
    </div>
  );
}
