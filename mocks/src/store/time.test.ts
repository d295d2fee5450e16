import { describe, expect, it } from 'vitest';
import { iso, ymd } from './time.ts';

describe('demo upstream times are China time', () => {
  it('23:30 UTC is written as the next morning, on the next day, with its +08:00 offset', () => {
    const ms = Date.parse('2026-11-24T23:30:00Z');
    expect(iso(ms)).toBe('2026-11-25T07:30:00+08:00');
    expect(ymd(ms)).toBe('20261125');
    // and reads back as the same instant
    expect(Date.parse(iso(ms))).toBe(ms);
  });

  it('China midnight is 16:00 UTC: one second before it is still the old day', () => {
    expect(ymd(Date.parse('2026-12-31T15:59:59Z'))).toBe('20261231');
    expect(ymd(Date.parse('2026-12-31T16:00:00Z'))).toBe('20270101');
    expect(iso(Date.parse('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01T00:00:00+08:00');
  });
});
