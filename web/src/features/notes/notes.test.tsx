import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

const ogContent = (property: string) =>
  document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('/note/{id}', { timeout: 20_000 }, () => {
  it('shows the note, its content and the work it is about', async () => {
    const row = [...demo.db.notes.values()].find((n) => n.work_id !== null)!;
    const note = await call(endpoints.note.detail, { id: row.id });
    renderApp(`/note/${row.id}`);
    const article = await screen.findByRole('article', { name: note.title }, SLOW);
    expect(article.querySelector('.note-page__author')?.textContent).toBe(note.author.nickname);
    const related = within(article).getByRole('region', { name: '相关作品' });
    expect(within(related).getByRole('link', { name: note.work!.title }).getAttribute('href')).toBe(
      `/${note.work!.type}/${note.work!.id}`,
    );
    expect(article.querySelector('.rich-text')?.textContent?.length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toContain('笔记'));
    await waitFor(() => expect(ogContent('og:title')).toBe(note.title));
  });

  it('is a 404 for an unknown note', async () => {
    renderApp('/note/999999');
    expect(await screen.findByText('Page Not Found: /note/999999', {}, SLOW)).toBeTruthy();
  });
});
