/** /blog/{id}: a blog post, its HTML sanitized, with a reading-time estimate. */
import type { WorkDetail } from '@zaowu/shared';
import { BlogArticle } from '../components/BlogArticle.tsx';
import { WorkDetailPage } from '../components/WorkDetailPage.tsx';
import { workLoader } from '../loader.ts';
import { htmlToText, readingTime } from '../text.ts';

const renderBlog = (work: WorkDetail) => <BlogArticle work={work} />;

function renderReadingTime(work: WorkDetail) {
  const { count, minutes } = readingTime(htmlToText(work.content));
  return (
    <li className="tabular">
      约 {count.toLocaleString('zh-CN')} 字 · 阅读约 {minutes} 分钟
    </li>
  );
}

export const loader = workLoader('blog');

export function Component() {
  return (
    <WorkDetailPage type="blog" renderMedia={renderBlog} renderMeta={renderReadingTime} hideDescription />
  );
}
