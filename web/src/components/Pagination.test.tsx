import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

describe('Pagination', () => {
  it('is a labelled nav that marks the current page and gaps', () => {
    render(<Pagination page={5} pageCount={20} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    const current = within(nav).getByRole('button', { name: '第 5 页' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const fourth = within(nav).getByRole('button', { name: '第 4 页' });
    expect(fourth.getAttribute('aria-current')).toBeNull();
    const shown = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(shown).toEqual(['1', '…', '4', '5', '6', '…', '20']);
    // The gaps are visual only: screen readers hear the five page links.
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nav).getByText('第 5 页，共 20 页')).toBeTruthy();
  });

  it('steps with 上一页 / 下一页 and jumps by number', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={5} pageCount={20} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '第 20 页' }));
    expect(onPageChange.mock.calls).toEqual([[4], [6], [20]]);
  });

  it('has no 上一页 on the first page and no 下一页 on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '上一页' })).toBeNull();
    expect(screen.getByText('上一页').closest('[aria-disabled="true"]')).toBeTruthy();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
  });

  it('renders real links in link mode', () => {
    render(
      <MemoryRouter initialEntries={['/art?page=2']}>
        <Pagination page={2} pageCount={4} getHref={(p) => `/art?page=${p}`} label="作品分页" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: '作品分页' });
    expect(within(nav).getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe('/art?page=3');
    expect(within(nav).getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/art?page=3');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
