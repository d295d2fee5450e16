/** Screenshots go through the app's upload engine; these follow them to their stored addresses. */
import { uploadEngine, uploadedAddress } from '../../lib/upload/index.ts';
import type { Shot } from './state.ts';

/** Starts uploading a screenshot; its preview is a local object URL where the browser has them. */
export function startShot(file: File): Shot {
  const record = uploadEngine.add(file, { origin: 'feedback' });
  const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  return { key: record.key, name: file.name, preview };
}

/** Stops a screenshot's upload (if still running) and frees its preview. */
export function dropShot(shot: Shot): void {
  uploadEngine.cancel(shot.key);
  releaseShot(shot);
}

/** Frees a screenshot's preview (after a send, the upload itself is finished and stays listed). */
export function releaseShot(shot: Shot): void {
  if (shot.preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(shot.preview);
}

/**
 * The stored addresses of the screenshots, once all are uploaded. Rejects, in Chinese, as soon as one
 * fails or is gone, rather than waiting on it.
 */
export function waitForShots(shots: readonly Shot[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let unsubscribe: () => void = () => {};
    const check = () => {
      if (settled) return;
      const records = shots.map((s) => uploadEngine.get(s.key));
      let outcome: { ok: string[] } | { error: string } | null = null;
      if (records.some((r) => !r)) outcome = { error: '有截图已被移除，请重新添加' };
      else if (records.some((r) => r!.status === 'failed'))
        outcome = { error: '有截图上传失败，请点“重试”或移除后再提交' };
      else if (records.every((r) => r!.status === 'done' && uploadedAddress(r!)))
        outcome = { ok: records.map((r) => uploadedAddress(r!)!) };
      if (!outcome) return;
      settled = true;
      unsubscribe();
      if ('ok' in outcome) resolve(outcome.ok);
      else reject(new Error(outcome.error));
    };
    unsubscribe = uploadEngine.subscribe(check);
    check();
  });
}
