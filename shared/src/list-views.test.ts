import { describe, expect, it } from 'vitest';
import {
  designerListHref,
  parseDesignerParams,
  parseShopParams,
  parseTopicParams,
  shopListHref,
  topicListHref,
} from './list-views.ts';

const q = (s: string) => new URLSearchParams(s);

describe('reading a list view from its URL', () => {
  it('gives the default view for a bare URL', () => {
    expect(parseDesignerParams(q(''))).toEqual({
      specialty: undefined,
      keyword: undefined,
      sort: 'hot',
      page: 1,
    });
    expect(parseShopParams(q(''))).toEqual({ keyword: undefined, page: 1 });
    expect(parseTopicParams(q(''))).toEqual({ sort: 'latest', tag: undefined, page: 1 });
  });

  it('reads a view a link wrote', () => {
    expect(parseDesignerParams(q('specialty=animation&keyword=山月&sort=latest&page=3'))).toEqual({
      specialty: 'animation',
      keyword: '山月',
      sort: 'latest',
      page: 3,
    });
    expect(parseTopicParams(q('sort=hot&tag=建模&page=2'))).toEqual({ sort: 'hot', tag: '建模', page: 2 });
  });

  it('falls back to the default for junk someone typed into the URL', () => {
    expect(parseDesignerParams(q('specialty=toString&sort=DROP&page=-2'))).toEqual({
      specialty: undefined,
      keyword: undefined,
      sort: 'hot',
      page: 1,
    });
    expect(parseShopParams(q('page=1e3')).page).toBe(1);
    expect(parseShopParams(q('page=9999999')).page).toBe(1);
    expect(parseTopicParams(q('sort=oldest&page=0'))).toEqual({ sort: 'latest', tag: undefined, page: 1 });
  });

  it('trims a search, cuts it at the box’s 50 characters and takes blank as no search', () => {
    expect(parseShopParams(q('keyword=++设计++')).keyword).toBe('设计');
    expect(parseShopParams(q('keyword=+++')).keyword).toBeUndefined();
    expect(parseDesignerParams(q(`keyword=${'字'.repeat(60)}`)).keyword).toBe('字'.repeat(50));
    expect(parseTopicParams(q(`tag=${'标'.repeat(25)}`)).tag).toBe('标'.repeat(20));
  });
});

describe('linking to a list view', () => {
  it('leaves defaults, page 1 and empty searches out of the link', () => {
    expect(designerListHref({ sort: 'hot', page: 1, keyword: '' })).toBe('/designer');
    expect(shopListHref({ page: 1 })).toBe('/shop');
    expect(topicListHref({ sort: 'latest', tag: '' })).toBe('/community');
  });

  it('writes what differs from the default, encoded', () => {
    expect(designerListHref({ keyword: '山 月', page: 2 })).toBe(
      '/designer?keyword=%E5%B1%B1%20%E6%9C%88&page=2',
    );
    expect(designerListHref({ specialty: 'model', keyword: '城市', sort: 'latest', page: 2 })).toBe(
      '/designer?specialty=model&keyword=%E5%9F%8E%E5%B8%82&sort=latest&page=2',
    );
    expect(shopListHref({ keyword: 'a&b', page: 3 })).toBe('/shop?keyword=a%26b&page=3');
    expect(topicListHref({ sort: 'hot', tag: '建模' })).toBe('/community?sort=hot&tag=%E5%BB%BA%E6%A8%A1');
  });

  it('reads back the view it links to', () => {
    const view = { specialty: 'model', keyword: '青 & 蓝', sort: 'latest', page: 4 } as const;
    expect(parseDesignerParams(new URL(designerListHref(view), 'https://x.test').searchParams)).toEqual(view);
  });
});
