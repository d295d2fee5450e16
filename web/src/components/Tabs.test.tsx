import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { value: 'works', label: '作品', content: <p>作品面板</p>, count: 120 },
  { value: 'likes', label: '喜欢', content: <p>喜欢面板</p> },
  { value: 'drafts', label: '草稿', content: <p>草稿面板</p>, disabled: true },
  { value: 'folders', label: '收藏夹', content: <p>收藏夹面板</p> },
];

describe('Tabs', () => {
  it('names the tab list and selects the first tab by default', () => {
    render(<Tabs label="个人主页" items={items} />);
    expect(screen.getByRole('tablist', { name: '个人主页' })).toBeTruthy();
    const first = screen.getByRole('tab', { name: /作品/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.textContent).toContain('99+');
    expect(screen.getByRole('tabpanel').textContent).toBe('作品面板');
  });

  it('moves with the arrow keys, skips disabled tabs and wraps, with Home/End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Tabs label="个人主页" items={items} onValueChange={onValueChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /作品/ }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '喜欢' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('喜欢面板');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '收藏夹' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /作品/ }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '收藏夹' }));
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['likes', 'folders', 'works', 'folders']);
  });

  it('goes from the selected tab into its panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="个人主页" items={items} defaultValue="likes" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '喜欢' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('ties each tab to its panel and keeps one tab stop, on the selected tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="个人主页" items={items} defaultValue="likes" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: '喜欢' });
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByRole('tab', { name: '草稿' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('tab', { name: '收藏夹' }));
    expect(screen.getByRole('tabpanel', { name: '收藏夹' }).textContent).toBe('收藏夹面板');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('works as a controlled filter without panels', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs
        label="作品类型"
        variant="pill"
        value="all"
        onValueChange={onValueChange}
        items={[
          { value: 'all', label: '全部' },
          { value: 'art', label: '原画' },
        ]}
      />,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    await user.click(screen.getByRole('tab', { name: '原画' }));
    expect(onValueChange).toHaveBeenCalledWith('art');
    // Controlled: the parent has not changed value, so 全部 stays selected.
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
  });
});
