import { describe, expect, it } from 'vitest';
import { popularTags } from './topic-tags.ts';

describe('popularTags', () => {
  it('orders by use, then in Chinese (pinyin) order, and offers at most ten', () => {
    const topics = [
      { tags: ['建模', '求助'] },
      { tags: ['建模', '分享'] },
      { tags: ['动画'] },
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((t) => ({ tags: [t] })),
    ];
    const tags = popularTags(topics);
    expect(tags[0]).toBe('建模');
    // The rest are used once each: Chinese in pinyin order (dòng, fēn, qiú) before Latin letters, cut at ten.
    expect(tags).toEqual(['建模', '动画', '分享', '求助', 'a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('takes nothing from topics without tags', () => {
    expect(popularTags([{ tags: null }, {}, { tags: [] }])).toEqual([]);
  });
});
