import type { ReactNode } from 'react';

/** The cover in the media's place, with a line saying why (no video, no model, no WebGL…). */
export function MediaFallback({
  cover,
  alt,
  message,
  action,
}: {
  cover: string;
  /** The cover's alt (shared coverAlt). */
  alt: string;
  message: string;
  /** What the reader can do about it, e.g. 重试. */
  action?: ReactNode;
}) {
  return (
    <figure className="wd-fallback">
      <img className="wd-fallback__img" src={cover} alt={alt} decoding="async" />
      {/* With an action it reports a failure, said at once. */}
      <figcaption className="wd-fallback__message" role={action ? 'alert' : undefined}>
        {message}
        {action && <span className="wd-fallback__action">{action}</span>}
      </figcaption>
    </figure>
  );
}
