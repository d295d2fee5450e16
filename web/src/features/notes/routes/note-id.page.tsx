/** /note/{id}: a note: cover, title, author, time, views, the content (SafeHtml) and its work, if any. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { htmlText, oneLine } from '@zaowu/shared/html-text';
import { Avatar } from '../../../components/Avatar.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatChinaDateTime, formatCompact } from '../../../lib/format.ts';
import { Image } from '../../../components/Image.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { WorkTile } from '../../../components/works/WorkTile.tsx';
import { noteQuery } from '../api.ts';
import '../notes.css';

/**
 * The note's text without tags, for the description and share card; cut between characters. Not
 * through DOMParser: any parser that sets a note's onerror= reports it to the CSP (lib/handler-attributes.ts).
 */
const summary = (html: string) => oneLine(htmlText(html), 80);

export function Component() {
  const id = Number(useParams().id);
  const note = useQuery(noteQuery(id));
  const n = note.data;
  const description = n ? summary(n.content) : undefined;
  usePageTitle(n ? `${n.title} · 笔记` : '笔记', description);
  useShareMeta(n ? { title: n.title, description, image: n.cover || undefined } : null);

  if (note.isPending) {
    return (
      <SkeletonGroup label="正在加载笔记…" className="note-page">
        <Skeleton shape="rect" ratio={16 / 9} className="note-page__cover" />
        <Skeleton width="70%" height={30} />
        <Skeleton width={220} />
        <Skeleton lines={6} />
      </SkeletonGroup>
    );
  }
  if (!n) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          笔记
        </h1>
        <LoadError title="笔记加载失败" error={note.error} onRetry={() => void note.refetch()} />
      </section>
    );
  }

  return (
    <article className="note-page" aria-labelledby="page-title">
      {n.cover && <Image src={n.cover} alt="" ratio={16 / 9} priority className="note-page__cover" />}
      <header className="note-page__head">
        <h1 id="page-title" className="note-page__title">
          {n.title}
        </h1>
        <p className="note-page__meta">
          <span className="note-page__author">
            <Avatar src={n.author.avatar} name={n.author.nickname} size={28} decorative />
            {n.author.nickname}
          </span>
          <time dateTime={n.created_at}>{formatChinaDateTime(n.created_at)}</time>
          <span>{formatCompact(n.views)} 次浏览</span>
        </p>
      </header>
      <SafeHtml html={n.content} className="note-page__content" />
      {n.work && (
        <section className="note-page__work" aria-labelledby="note-work-title">
          <h2 id="note-work-title">相关作品</h2>
          <div className="note-page__work-card">
            <WorkTile work={n.work} />
          </div>
        </section>
      )}
    </article>
  );
}
