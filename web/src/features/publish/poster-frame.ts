/**
 * An animation's poster, taken in the browser: one frame of the chosen video (a moment in, past any
 * fade from black), cropped to the cover's 4:3 like the cover cropper does, as a JPEG file. Null when
 * the browser cannot decode the video (a codec it lacks, a broken file) or it takes too long: the
 * member then picks a cover as for any work.
 */

/** The cover's shape (CoverField's crop). */
const ASPECT = 4 / 3;
/** The poster's width at most, in pixels. */
const MAX_WIDTH = 1280;

export async function posterFrame(file: File, timeoutMs = 10_000): Promise<File | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  const event = (name: string) =>
    new Promise<void>((resolve, reject) => {
      video.addEventListener(name, () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('video error')), { once: true });
    });
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), timeoutMs),
  );
  try {
    const loaded = event('loadeddata');
    video.src = url;
    await Promise.race([loaded, timeout]);
    const duration = Number.isFinite(video.duration) ? video.duration : 0;
    const at = Math.min(1, duration / 3);
    if (at > 0) {
      const seeked = event('seeked');
      video.currentTime = at;
      await Promise.race([seeked, timeout]);
    }
    const { videoWidth: w, videoHeight: h } = video;
    if (!w || !h) return null;
    // The middle 4:3 of the frame.
    const cropW = Math.min(w, h * ASPECT);
    const cropH = cropW / ASPECT;
    const outW = Math.min(MAX_WIDTH, Math.round(cropW));
    const canvas = document.createElement('canvas');
    canvas.width = outW;
    canvas.height = Math.round(outW / ASPECT);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(
      video,
      (w - cropW) / 2,
      (h - cropH) / 2,
      cropW,
      cropH,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.86));
    if (!blob) return null;
    const base = file.name.replace(/\.[^.]+$/, '') || 'video';
    return new File([blob], `${base}-封面.jpg`, { type: 'image/jpeg' });
  } catch {
    return null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
