import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  clearedFilters,
  filtersToSearch,
  parseFilters,
  toListReq,
  withFilters,
  WORKS_PER_PAGE,
} from './works-filters.ts';

const parse = (search: string, type?: Parameters<typeof parseFilters>[1]) =>
  parseFilters(new URLSearchParams(search), type);

describe('works filters ⇄ URL', () => {
  it('reads every filter, the sort and the page from the search params', () => {
    const f = parse('tag=赛博朋克&license=BY-NC&tool=3&price=paid&sort=hot&keyword=龙&page=2', 'art');
    expect(f).toEqual({
      type: 'art',
      tag: '赛博朋克',
      license: 'BY-NC',
      tool: 3,
      price: 'paid',
      keyword: '龙',
      sort: 'hot',
      page: 2,
    });
    expect(toListReq(f)).toEqual({
      type: 'art',
      tag: '赛博朋克',
      license: 'BY-NC',
      tool: 3,
      price: 'paid',
      keyword: '龙',
      sort: 'hot',
      page: 2,
      per_page: WORKS_PER_PAGE,
    });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(parse('license=XX&tool=99&price=cheap&sort=old&page=abc&type=video')).toEqual({
      type: undefined,
      tag: undefined,
      license: undefined,
      tool: undefined,
      price: undefined,
      keyword: undefined,
      sort: 'latest',
      page: 1,
    });
    expect(parse('page=0').page).toBe(1);
    expect(parse('keyword=%20%20').keyword).toBeUndefined();
  });

  it('a list page keeps its own type whatever the URL says', () => {
    expect(parse('type=blog', 'model').type).toBe('model');
  });

  it('writes one URL per view: defaults and the fixed type left out, keys in a fixed order', () => {
    const f = parse('page=3&sort=hot&tag=国风', 'art');
    expect(filtersToSearch(f, 'art')).toBe('?tag=%E5%9B%BD%E9%A3%8E&sort=hot&page=3');
    expect(filtersToSearch(parse(''), undefined)).toBe('');
    expect(filtersToSearch(parse('type=model&keyword=龙'))).toBe('?type=model&keyword=%E9%BE%99');
  });

  it('changing a filter or the sort starts again at page 1', () => {
    const f = parse('tag=国风&page=4');
    expect(withFilters(f, { price: 'free' })).toMatchObject({ tag: '国风', price: 'free', page: 1 });
    expect(withFilters(f, { sort: 'hot' }).page).toBe(1);
    expect(withFilters(f, { tag: undefined }).tag).toBeUndefined();
  });

  it('clearing keeps the sort and the page type only', () => {
    const f = parse('tag=国风&price=paid&keyword=山&sort=hot&page=2', 'art');
    expect(clearedFilters(f, 'art')).toEqual({ type: 'art', sort: 'hot', page: 1 });
  });

  it('lists the chosen filters with readable labels', () => {
    const f = parse('type=art&tag=国风&license=ALL&tool=3&price=free&keyword=山');
    expect(activeFilters(f).map((a) => `${a.label}:${a.value}`)).toEqual([
      '类型:原画',
      '关键词:山',
      '标签:国风',
      '授权:版权所有',
      '软件:Blender',
      '价格:免费',
    ]);
    expect(activeFilters(parse('tag=国风', 'art'), 'art')).toHaveLength(1);
  });
});
