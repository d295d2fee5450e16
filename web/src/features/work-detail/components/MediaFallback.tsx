/** The cover in the media's place, with a line saying why (no video, no model, no WebGL…). */
export function MediaFallback({ cover, message }: { cover: string; message: string }) {
  return (
    <figure className="wd-fallback">
      <img className="wd-fallback__img" src={cover} alt="" decoding="async" />
      <figcaption className="wd-fallback__message">{message}</figcaption>
    </figure>
  );
}
