/**
 * The home page under its hero (routes/HomePage.tsx loads this lazily): latest and hot works with a
 * tab per type, recommended designers and shops, popular tags; while the home data loads, the latest
 * works' outline.
 */
import { hrefs, type HomeData } from '@zaowu/shared';
import { DesignerCard, ShopCard } from '../../../components/works/PeopleCards.tsx';
import { TagChips } from '../../../components/works/TagChips.tsx';
import { WorkGridSkeleton } from '../../../components/works/WorkGrid.tsx';
import { HomeSection } from './HomeSection.tsx';
import { WorksShowcase } from './WorksShowcase.tsx';

export default function HomeSections({ data }: { data: HomeData | undefined }) {
  if (!data) {
    return (
      <HomeSection id="home-latest-loading" title="最新作品">
        <WorkGridSkeleton count={8} maxColumns={4} />
      </HomeSection>
    );
  }
  return (
    <>
      <WorksShowcase
        title="最新作品"
        subtitle="刚刚发布"
        works={data.latest}
        moreHref={(type) => hrefs.works(type)}
        priority
      />

      {data.designers.length > 0 && (
        <HomeSection
          id="home-designers"
          title="推荐设计师"
          subtitle="关注他们，第一时间看到新作"
          more={{ to: '/designer', label: '全部设计师' }}
        >
          <ul className="home-rail">
            {data.designers.slice(0, 8).map((d) => (
              <li key={d.id}>
                <DesignerCard designer={d} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      <WorksShowcase
        title="热门作品"
        subtitle="本周最受欢迎"
        works={data.hot}
        moreHref={(type) => hrefs.works(type, { query: { sort: 'hot' } })}
      />

      {data.shops.length > 0 && (
        <HomeSection
          id="home-shops"
          title="优选店铺"
          subtitle="创作者的素材与周边"
          more={{ to: '/shop', label: '全部店铺' }}
        >
          <ul className="home-rail home-rail--shops">
            {data.shops.slice(0, 8).map((s) => (
              <li key={s.id}>
                <ShopCard shop={s} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {data.tags.length > 0 && (
        <HomeSection id="home-tags" title="热门标签" more={{ to: '/explore', label: '发现更多' }}>
          <TagChips tags={data.tags.slice(0, 24)} showCount aria-label="热门标签" />
        </HomeSection>
      )}
    </>
  );
}
