/** The two toast regions: each named once, in Chinese, for screen readers (issue 23). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Toasters from './Toasters.tsx';

describe('the toast regions', () => {
  it('are two landmarks with their own Chinese names, and no English', () => {
    const { container } = render(<Toasters />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual(['通知（Alt+T）', '站点提示']);
    expect(container.innerHTML).not.toMatch(/Notifications/);
  });
});
