import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPage, useDeferredFirst } from './near-viewport.ts';

/** Renders the hook and records what each render returned. */
function setup(enabled?: boolean) {
  const seen: (string[] | undefined)[] = [];
  function Part({ value }: { value: string[] | undefined }) {
    seen.push(useDeferredFirst(value, enabled));
    return null;
  }
  const view = render(<Part value={undefined} />);
  return { seen, rerender: (value: string[] | undefined) => view.rerender(<Part value={value} />) };
}

describe('useDeferredFirst', () => {
  it('draws a list that just arrived in a second, deferred render: the render that receives it still shows loading', () => {
    const { seen, rerender } = setup();
    const list = ['a', 'b'];
    rerender(list);
    expect(seen).toEqual([undefined, undefined, list]);
  });

  it('shows later changes in the render that receives them', () => {
    const { seen, rerender } = setup();
    rerender(['a']);
    seen.length = 0;
    const next = ['a', 'b'];
    rerender(next);
    expect(seen[0]).toBe(next);
  });

  it('waits for nothing when switched off (a link to a comment scrolls to it once drawn)', () => {
    const { seen, rerender } = setup(false);
    const list = ['a'];
    rerender(list);
    expect(seen[1]).toBe(list);
  });
});

describe('useAfterPage', () => {
  function setup(now?: boolean) {
    const seen: boolean[] = [];
    function Part() {
      seen.push(useAfterPage(now));
      return null;
    }
    render(<Part />);
    return seen;
  }

  it('is false in the render that mounts the page, then true after it', () => {
    expect(setup()).toEqual([false, true]);
  });

  it('is true at once when the reader was sent to the part', () => {
    expect(setup(true)).toEqual([true]);
  });
});
