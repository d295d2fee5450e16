import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Empty } from './Empty.tsx';

describe('Empty', () => {
  it('shows a title, one line of guidance and the next action, with a decorative icon', () => {
    const { container } = render(
      <Empty
        title="还没有作品"
        description="发布第一件作品，让更多人看到你的创作。"
        action={<Button variant="primary">发布作品</Button>}
      />,
    );
    expect(screen.getByText('还没有作品').tagName).toBe('P');
    expect(screen.getByText('发布第一件作品，让更多人看到你的创作。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发布作品' })).toBeTruthy();
    expect(container.querySelector('.empty__icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('can stand as a section heading and leaves out what it was not given', () => {
    render(<Empty title="暂无消息" titleAs="h2" size="compact" />);
    expect(screen.getByRole('heading', { level: 2, name: '暂无消息' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
