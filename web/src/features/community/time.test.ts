import { describe, expect, it } from 'vitest';
import { relativeTime } from './time.ts';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-01T12:00:00+08:00');
  it('says how long ago, in Chinese', () => {
    expect(relativeTime('2026-11-01T11:59:30+08:00', now)).toBe('刚刚');
    expect(relativeTime('2026-11-01T11:55:00+08:00', now)).toBe('5 分钟前');
    expect(relativeTime('2026-11-01T09:00:00+08:00', now)).toBe('3 小时前');
    expect(relativeTime('2026-10-30T12:00:00+08:00', now)).toBe('2 天前');
    expect(relativeTime('2026-08-01T12:00:00+08:00', now)).toMatch(/^2026-08-0\d$/);
    expect(relativeTime('not a date', now)).toBe('');
  });
});
