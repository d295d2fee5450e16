/** /blog/{id}: a blog post, its HTML sanitized, with a reading-time estimate. */
import type { WorkDetail } from '@zaowu/shared';
import { formatReadingTime } from '../../../lib/format.ts';
import type { WorkDetailSlots } from '../slots.ts';
import { htmlText, readingTime } from '../text.ts';
import { BlogArticle } from './BlogArticle.tsx';
import { WorkDetailPage } from './WorkDetailPage.tsx';

const renderBlog = (work: WorkDetail) => <BlogArticle work={work} />;

function renderReadingTime(work: WorkDetail) {
  return <li className="tabular">{formatReadingTime(readingTime(htmlText(work.content)))}</li>;
}

export function BlogDetailPage({ slots }: { slots: WorkDetailSlots }) {
  return (
    <WorkDetailPage
      type="blog"
      renderMedia={renderBlog}
      renderMeta={renderReadingTime}
      hideDescription
      slots={slots}
    />
  );
}
