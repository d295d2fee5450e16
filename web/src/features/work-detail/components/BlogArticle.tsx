import { useEffect, useRef } from 'react';
import { coverAlt, type WorkDetail } from '@zaowu/shared';
import { SafeHtml } from '../../../components/SafeHtml.tsx';

/** A blog's body: the author's HTML through the sanitizer and URL rules, set for long reading. */
export function BlogArticle({ work }: { work: WorkDetail }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Pictures the author left without a description are decoration to screen readers, not a
    // file name read aloud.
    bodyRef.current?.querySelectorAll('img:not([alt])').forEach((img) => img.setAttribute('alt', ''));
  }, [work.content]);
  return (
    <div className="wd-blog">
      {work.cover && (
        <figure className="wd-blog__cover">
          <img
            src={work.cover}
            alt={coverAlt(work)}
            width={1200}
            height={900}
            decoding="async"
            fetchPriority="high"
          />
        </figure>
      )}
      <div ref={bodyRef}>
        <SafeHtml html={work.content} className="wd-blog__content" />
      </div>
    </div>
  );
}
