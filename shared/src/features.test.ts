import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './endpoints.ts';
import {
  FEATURES,
  FEATURE_NAMES,
  featureOfCall,
  featureOfRoute,
  featuresLine,
  parseFeatures,
} from './features.ts';
import { ROUTES } from './routes.ts';

describe('features', () => {
  it('puts every call the spec does not name in exactly one feature, and no spec call in any', () => {
    for (const { key, endpoint } of ALL_ENDPOINTS) {
      const owners = FEATURE_NAMES.filter((name) =>
        (FEATURES[name].calls as readonly string[]).includes(key),
      );
      expect(owners.length, key).toBe(endpoint.assumed ? 1 : 0);
    }
  });

  it('names only calls and routes that exist', () => {
    const keys = new Set(ALL_ENDPOINTS.map((e) => e.key));
    const patterns = new Set(ROUTES.map((r) => r.path));
    for (const name of FEATURE_NAMES) {
      for (const call of FEATURES[name].calls) expect(keys.has(call), call).toBe(true);
      for (const route of FEATURES[name].routes) expect(patterns.has(route), route).toBe(true);
    }
  });

  it('keeps the pages every site has out of every feature', () => {
    for (const path of ['/', '/login', '/account', '/disk', '/message', '/publish', '/follow', '/privacy'])
      expect(featureOfRoute(path), path).toBeNull();
    expect(featureOfRoute('/goods/:id')).toBe('goods');
    expect(featureOfCall('comment.add')).toBe('comments');
    expect(featureOfCall('user.login')).toBeNull();
  });

  it('reads FEATURES as an operator writes it', () => {
    expect(parseFeatures(undefined)).toEqual(FEATURE_NAMES);
    expect(parseFeatures('')).toEqual(FEATURE_NAMES);
    expect(parseFeatures('all')).toEqual(FEATURE_NAMES);
    const on = parseFeatures(' -comments, -withdraw ,-goods');
    expect(on).not.toContain('comments');
    expect(on).not.toContain('withdraw');
    expect(on).not.toContain('goods');
    expect(on).toHaveLength(FEATURE_NAMES.length - 3);
    expect(parseFeatures('none')).toEqual([]);
    expect(parseFeatures('none,+comments,gallery')).toEqual(['gallery', 'comments']);
  });

  it('refuses a name it does not know instead of leaving the feature on', () => {
    expect(() => parseFeatures('-coments')).toThrow(/unknown feature "coments".*comments/);
  });

  it('writes the line that switches features off, which reads back to the same set', () => {
    expect(featuresLine([])).toBe('FEATURES=all');
    const line = featuresLine(['comments', 'withdraw']);
    expect(line).toBe('FEATURES=-comments,-withdraw');
    expect(parseFeatures(line.slice('FEATURES='.length))).toEqual(
      FEATURE_NAMES.filter((n) => n !== 'comments' && n !== 'withdraw'),
    );
  });
});
