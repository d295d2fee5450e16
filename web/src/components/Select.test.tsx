import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

// jsdom lacks the layout and pointer APIs Radix Select calls.

const options = [
  { value: 'latest', label: '最新发布' },
  { value: 'hot', label: '最多点赞' },
  { value: 'price', label: '价格最低', disabled: true },
  { value: 'views', label: '最多浏览' },
];

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder, hint and error', () => {
    const { rerender } = render(<Select label="排序" options={options} hint="影响列表顺序" />);
    const trigger = screen.getByRole('combobox', { name: '排序' });
    expect(trigger.textContent).toContain('请选择');
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)?.textContent).toBe(
      '影响列表顺序',
    );
    rerender(<Select label="排序" options={options} error="请选择排序方式" />);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('请选择排序方式');
  });

  it('opens from the keyboard, moves past disabled options and selects with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="排序" options={options} defaultValue="hot" onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: '排序' });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    expect(screen.getByRole('option', { name: '最多点赞' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('option', { name: '最多浏览' }));
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('views');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toContain('最多浏览');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="排序" options={options} defaultValue="latest" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: '排序' }).textContent).toContain('最新发布');
  });

  it('cannot be opened when disabled', () => {
    render(<Select label="排序" options={options} disabled />);
    expect((screen.getByRole('combobox', { name: '排序' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
