import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and by clicking its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Checkbox label="允许评论" description="关闭后已有评论仍然保留" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole('checkbox', { name: '允许评论' });
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      '关闭后已有评论仍然保留',
    );
    await user.tab();
    await user.keyboard(' ');
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('允许评论'));
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reports the indeterminate state as mixed', () => {
    render(<Checkbox label="全部" checked="indeterminate" />);
    expect(screen.getByRole('checkbox', { name: '全部' }).getAttribute('aria-checked')).toBe('mixed');
  });

  it('announces an error and marks itself invalid', () => {
    render(<Checkbox label="同意协议" error="请先同意用户协议" />);
    expect(screen.getByRole('checkbox', { name: '同意协议' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请先同意用户协议');
  });
});
