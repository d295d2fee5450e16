import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('goes on in a later task even while timers do not run (a background tab)', async () => {
    // Timers frozen: a setTimeout(0) would never fire here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'next task']);
  });
});
