import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demo, renderApp } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

describe('分享 on a work page', () => {
  it.each(['model', 'art', 'animation', 'blog'] as const)(
    'a %s page opens the share sheet for its own canonical address',
    async (type) => {
      const user = userEvent.setup();
      const work = [...demo.db.works.values()].find((w) => w.type === type && !w.is_mature)!;
      renderApp(`/${type}/${work.id}`);
      await screen.findByRole('heading', { level: 1, name: work.title }, SLOW);
      const actions = screen.getByRole('group', { name: '作品操作' });
      const share = within(actions).getByRole('button', { name: '分享' });
      expect(share.getAttribute('aria-haspopup')).toBe('dialog');

      await user.click(share);
      // The sheet is its own chunk, loaded on the first opening.
      const sheet = await screen.findByRole('dialog', { name: '分享作品' }, SLOW);
      expect(within(sheet).getByText(work.title)).toBeTruthy();
      expect(within(sheet).getByRole('textbox', { name: '链接' })).toHaveProperty(
        'value',
        `${window.location.origin}/${type}/${work.id}`,
      );
      expect(within(sheet).getByRole('button', { name: '微信' })).toBeTruthy();
      expect(within(sheet).getByRole('link', { name: /微博/ })).toBeTruthy();
      expect(within(sheet).getByRole('link', { name: /QQ/ })).toBeTruthy();

      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(share));
    },
    // The page and the sheet each load a chunk: several seconds on a busy machine.
    20_000,
  );
});
