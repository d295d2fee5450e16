/**
 * The floating upload list after a page that lists its uploads in place (issue 22): once the member
 * leaves the publish form, the uploads that finished there do not float over the next page (the new
 * work's sidebar); an upload still on its way does, and uploads from other pages still show.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '@zaowu/shared';
import { renderApp, server } from '../../test/render.tsx';
import { uploadEngine } from '../../lib/upload/client.ts';
// Loaded up front, as the publish page has it loaded: the shell's lazy list then mounts at once.
import './FloatingUploads.tsx';
import { SLOW } from '../../test/timeouts.ts';
import { logIn } from '../../test/members.ts';

vi.setConfig({ testTimeout: 30_000 });

/** Answers each upload at once, or, while `hold()` is on, only once `release` is called. */
function acceptUploads() {
  let n = 0;
  let held: Promise<void> | null = null;
  let release: () => void = () => {};
  server.use(
    http.post('*/api/v1.common/chunkUpload', async () => {
      if (held) await held;
      n += 1;
      const path = `/api/storage/uploads/float/${n}`;
      return HttpResponse.json(ok({ fullurl: `${window.location.origin}${path}`, path }));
    }),
  );
  return {
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => {
      held = null;
      release();
    },
  };
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3, 4, 5])], name, { type: 'image/png' });
const panel = () => screen.queryByRole('complementary', { name: '上传任务' });

describe('the floating upload list', () => {
  it('leaves out what finished on the publish form once the member moves on; what is still on its way shows', async () => {
    const uploads = acceptUploads();
    await logIn();
    const { router } = renderApp('/publish');
    await screen.findByRole('heading', { level: 1, name: '发布作品' }, SLOW);
    const done = uploadEngine.add(file('cover.png'), { origin: 'publish' });
    await uploadEngine.whenDone(done.key);
    // The form lists its own uploads: no floating list over it.
    expect(panel()).toBeNull();

    // Published: the work's page opens. The finished cover is not news there.
    await router.navigate('/designer/1');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    // The shell's list is loaded by now (its module already is: see the import above); give it a moment.
    await new Promise((r) => setTimeout(r, 500));
    expect(panel()).toBeNull();

    // An upload still running when the member left the form keeps its place in the list.
    await router.navigate('/publish');
    await screen.findByRole('heading', { level: 1, name: '发布作品' }, SLOW);
    uploads.hold();
    const slow = uploadEngine.add(file('slow.png'), { origin: 'publish' });
    await router.navigate('/designer/1');
    const list = await screen.findByRole('complementary', { name: '上传任务' }, SLOW);
    expect(within(list).getByRole('heading', { name: '正在上传 1 个文件' })).toBeTruthy();
    expect(within(list).getByText('slow.png')).toBeTruthy();
    expect(within(list).queryByText('cover.png')).toBeNull();
    uploads.release();
    await uploadEngine.whenDone(slow.key);
    await waitFor(() => expect(within(list).getByRole('heading', { name: '上传完成' })).toBeTruthy());

    // A page without its own list shows what finishes on it.
    const here = uploadEngine.add(file('here.png'), { origin: 'other' });
    await uploadEngine.whenDone(here.key);
    await waitFor(() => expect(within(panel()!).getByText('here.png')).toBeTruthy());
  });
});
