/** /blog/{id}: a blog post, its HTML sanitized, with a reading-time estimate. */
import type { WorkDetail } from '@zaowu/shared';
import { BlogArticle } from '../components/BlogArticle.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';
import { formatReadingTime } from '../../../lib/format.ts';
import { htmlText, readingTime } from '../text.ts';

const renderBlog = (work: WorkDetail) => <BlogArticle work={work} />;

function renderReadingTime(work: WorkDetail) {
  return <li className="tabular">{formatReadingTime(readingTime(htmlText(work.content)))}</li>;
}

export function Component() {
  return (
    <WorkDetailPage type="blog" renderMedia={renderBlog} renderMeta={renderReadingTime} hideDescription />
  );
}
