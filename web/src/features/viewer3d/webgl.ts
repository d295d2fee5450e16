/** Whether this browser can draw WebGL at all (asked once; the test context is handed back at once). */
let cached: boolean | undefined;

export function hasWebGL(): boolean {
  if (cached !== undefined) return cached;
  cached = probe();
  return cached;
}

function probe(): boolean {
  // No WebGL constructor (old browsers, jsdom): skip creating a canvas at all.
  if (typeof window === 'undefined' || typeof window.WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** Tests only: forget the cached answer. */
export function resetWebGLProbe(): void {
  cached = undefined;
}
