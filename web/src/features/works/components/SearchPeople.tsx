import { useQuery } from '@tanstack/react-query';
import { searchPeopleQuery } from '../api.ts';
import { DesignerCard, ShopCard } from '../../../components/works/PeopleCards.tsx';

/** Designers and shops matching the search, above the works. Says nothing when there are none. */
export function SearchPeople({ keyword }: { keyword: string }) {
  const search = useQuery(searchPeopleQuery(keyword));
  const designers = search.data?.designers.slice(0, 6) ?? [];
  const shops = search.data?.shops.slice(0, 6) ?? [];
  if (designers.length === 0 && shops.length === 0) return null;
  return (
    <div className="search-people">
      {designers.length > 0 && (
        <section className="search-people__group" aria-labelledby="search-designers">
          <h2 id="search-designers" className="search-people__title">
            相关设计师
          </h2>
          <ul className="search-people__list">
            {designers.map((d) => (
              <li key={d.id}>
                <DesignerCard designer={d} variant="compact" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {shops.length > 0 && (
        <section className="search-people__group" aria-labelledby="search-shops">
          <h2 id="search-shops" className="search-people__title">
            相关店铺
          </h2>
          <ul className="search-people__list">
            {shops.map((s) => (
              <li key={s.id}>
                <ShopCard shop={s} variant="compact" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
