import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from '../../lib/state.ts';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WATCH_LATER_KEY,
  WATCH_LATER_MAX,
  addEntry,
  toEntry,
  watchLaterAtom,
  type WatchLaterEntry,
  type WatchLaterWork,
} from './state.ts';
import { useWatchLater } from './useWatchLater.ts';
import { WatchLaterButton } from './WatchLaterButton.tsx';
import { WatchLaterList } from './WatchLaterList.tsx';

const work = (id: number, title = `作品 ${id}`): WatchLaterWork => ({
  id,
  type: 'model',
  title,
  cover: `/api/storage/gen/model/${id}.svg`,
  author: { nickname: '山月工作室' },
});

const stored = () => JSON.parse(localStorage.getItem(WATCH_LATER_KEY) ?? '[]') as WatchLaterEntry[];

/** What a page opened now reads from storage (a fresh store, the list mounted). */
function readBack(): WatchLaterEntry[] {
  const fresh = createStore();
  const stop = fresh.sub(watchLaterAtom, () => {});
  const list = fresh.get(watchLaterAtom);
  stop();
  return list;
}

let store: ReturnType<typeof createStore>;
function wrapper({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
}

beforeEach(() => {
  localStorage.clear();
  store = createStore();
});
afterEach(() => localStorage.clear());

describe('watch-later list rules', () => {
  it('puts the newest first, keeps one entry per work and at most 100', () => {
    let list: WatchLaterEntry[] = [];
    for (let id = 1; id <= WATCH_LATER_MAX + 5; id++) list = addEntry(list, toEntry(work(id)));
    expect(list).toHaveLength(WATCH_LATER_MAX);
    expect(list[0]!.id).toBe(WATCH_LATER_MAX + 5);
    // The oldest five went.
    expect(list.some((e) => e.id <= 5)).toBe(false);
    // Adding a work again moves it to the top instead of doubling it.
    list = addEntry(list, toEntry(work(50, '改名后的标题')));
    expect(list).toHaveLength(WATCH_LATER_MAX);
    expect(list[0]).toMatchObject({ id: 50, title: '改名后的标题' });
    expect(list.filter((e) => e.id === 50)).toHaveLength(1);
  });

  it('reads back only well-formed entries from storage', () => {
    const good = toEntry(work(1));
    localStorage.setItem(
      WATCH_LATER_KEY,
      JSON.stringify([good, { id: 'x' }, null, { ...good, type: 'video' }, good, { ...toEntry(work(2)) }]),
    );
    expect(readBack().map((e) => e.id)).toEqual([1, 2]);
    localStorage.setItem(WATCH_LATER_KEY, '{not json');
    expect(readBack()).toEqual([]);
  });
});

describe('useWatchLater', () => {
  it('adds, removes, clears and persists', () => {
    const { result } = renderHook(() => useWatchLater(), { wrapper });
    let added = false;
    act(() => {
      added = result.current.toggle(work(1));
    });
    expect(added).toBe(true);
    act(() => void result.current.toggle(work(2)));
    expect(result.current.list.map((e) => e.id)).toEqual([2, 1]);
    expect(result.current.has(1)).toBe(true);
    expect(stored().map((e) => e.id)).toEqual([2, 1]);
    expect(stored()[0]).toMatchObject({ type: 'model', author_nickname: '山月工作室' });
    expect(Date.parse(stored()[0]!.added_at)).not.toBeNaN();

    act(() => void result.current.toggle(work(2)));
    expect(result.current.has(2)).toBe(false);
    act(() => result.current.remove(1));
    expect(result.current.list).toEqual([]);
    expect(localStorage.getItem(WATCH_LATER_KEY)).toBeNull();

    act(() => void result.current.toggle(work(3)));
    act(() => result.current.clear());
    expect(result.current.list).toEqual([]);
  });

  it('starts from what is stored and follows other tabs', () => {
    localStorage.setItem(WATCH_LATER_KEY, JSON.stringify([toEntry(work(7))]));
    const { result } = renderHook(() => useWatchLater(), { wrapper });
    expect(result.current.list.map((e) => e.id)).toEqual([7]);

    // Another tab wrote the list: this one hears it through the storage event.
    const next = JSON.stringify([toEntry(work(8)), toEntry(work(7))]);
    localStorage.setItem(WATCH_LATER_KEY, next);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: WATCH_LATER_KEY, newValue: next }));
    });
    expect(result.current.list.map((e) => e.id)).toEqual([8, 7]);
  });
});

describe('WatchLaterButton and WatchLaterList', () => {
  it('toggles with aria-pressed and shows the list with remove buttons', async () => {
    const user = userEvent.setup();
    render(
      <>
        <WatchLaterButton work={work(11, '蒸汽朋克怀表')} />
        <WatchLaterList />
      </>,
      { wrapper },
    );
    expect(screen.getByText('还没有稍后再看的作品')).toBeTruthy();
    const button = screen.getByRole('button', { name: '稍后再看' });
    expect(button.getAttribute('aria-pressed')).toBe('false');

    await user.click(button);
    expect(screen.getByRole('button', { name: '已加入稍后再看' }).getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByRole('list');
    const link = within(list).getByRole('link', { name: '蒸汽朋克怀表' });
    expect(link.getAttribute('href')).toBe('/model/11');
    expect(within(list).getByText('山月工作室')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: '从稍后再看移除「蒸汽朋克怀表」' }));
    expect(screen.getByText('还没有稍后再看的作品')).toBeTruthy();
    expect(screen.getByRole('button', { name: '稍后再看' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('清空 asks first, then empties the list', async () => {
    const user = userEvent.setup();
    localStorage.setItem(WATCH_LATER_KEY, JSON.stringify([toEntry(work(1)), toEntry(work(2))]));
    render(<WatchLaterList />, { wrapper });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '清空' }));
    const dialog = await screen.findByRole('dialog', { name: '清空稍后再看？' });
    await user.click(within(dialog).getByRole('button', { name: '清空' }));
    expect(screen.getByText('还没有稍后再看的作品')).toBeTruthy();
    expect(localStorage.getItem(WATCH_LATER_KEY)).toBeNull();
  });
});
