import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { WORK_TYPES, hrefs } from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { featureOn, pathOn } from '../../../lib/features.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { homeQuery } from '../api.ts';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import '../home.css';
import { LoadError } from '../../../components/LoadError.tsx';

const DESCRIPTION =
  '造物是 3D 模型、原画、动画与博客的创作社区和交易平台：发现好作品，关注设计师，逛创作者的店铺。';

/**
 * Everything under the hero (work grids with tabs, people cards, tag chips): its own chunk, asked for
 * as soon as this module runs, so the first screen (intro and banner) renders without waiting for
 * it or paying for it in the first load and the first render's long task.
 */
const loadSections = () => import('../components/HomeSections.tsx');
void loadSections().catch(() => undefined);
const HomeSections = lazy(loadSections);

const TYPE_HINTS: Record<string, string> = {
  model: '角色 · 场景 · 道具',
  art: '概念 · 插画 · 国风',
  animation: '短片 · 动效 · 特效',
  blog: '教程 · 经验 · 工作流',
};

/** One of the intro's entries: a work type, or (without the gallery) a place to go. */
function HomeEntry(props: {
  to: string;
  badge: string;
  label: string;
  hint: string | undefined;
  className?: string;
}) {
  return (
    <li>
      <Link to={props.to} className={props.className ? `home-type ${props.className}` : 'home-type'}>
        <span className="home-type__badge" aria-hidden="true">
          {props.badge}
        </span>
        <span className="home-type__text">
          <span className="home-type__label">{props.label}</span>
          <span className="home-type__hint">{props.hint}</span>
        </span>
        <Icon name="chevron-right" size={16} className="home-type__arrow" />
      </Link>
    </li>
  );
}

/** Where a site without the gallery (FEATURES=-gallery) sends people from its home page. */
const ENTRIES = [
  { to: '/publish', label: '发布作品', hint: '模型、原画、动画或博客' },
  { to: '/disk', label: '我的云盘', hint: '素材与交付文件' },
  { to: '/account', label: '个人中心', hint: '资料、作品、交易与余额' },
  { to: '/message', label: '消息中心', hint: '通知与合作申请' },
  { to: '/designer', label: '设计师', hint: '找到合适的创作者' },
  { to: '/shop', label: '店铺', hint: '创作者的周边与服务' },
  { to: '/community', label: '社区', hint: '话题与交流' },
] as const;

/** The home page of a site whose operator switched the gallery off: the intro and where to go. */
function HomeWithoutGallery() {
  return (
    <div className="home">
      <section className="home-intro" aria-labelledby="page-title">
        <h1 id="page-title" className="home-intro__title">
          欢迎来到造物
        </h1>
        <p className="home-intro__lead">发布你的模型、原画、动画与博客，在这里管理素材、交易与收入。</p>
        <nav className="home-intro__types" aria-label="常用入口">
          <ul>
            {ENTRIES.filter((e) => pathOn(e.to)).map((e) => (
              <HomeEntry key={e.to} to={e.to} badge={e.label.slice(0, 1)} label={e.label} hint={e.hint} />
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}

export function Component() {
  usePageTitle(null, DESCRIPTION);
  return featureOn('gallery') ? <HomeWithGallery /> : <HomeWithoutGallery />;
}

function HomeWithGallery() {
  const home = useQuery(homeQuery());
  const data = home.data;

  return (
    <div className="home">
      <div className="home-hero">
        <section className="home-intro" aria-labelledby="page-title">
          <h1 id="page-title" className="home-intro__title">
            发现好作品，遇见好创作者
          </h1>
          <p className="home-intro__lead">3D 模型、原画、动画与博客的创作社区和交易平台。</p>
          <nav className="home-intro__types" aria-label="作品分类">
            <ul>
              {WORK_TYPES.map((t) => (
                <HomeEntry
                  key={t.type}
                  to={hrefs.works(t.type)}
                  className={`home-type--${t.type}`}
                  badge={t.badge === t.label ? t.label.slice(0, 1) : t.badge}
                  label={t.label}
                  hint={TYPE_HINTS[t.type]}
                />
              ))}
            </ul>
          </nav>
        </section>
        <div className="home-hero__banner">
          {data ? (
            data.banners.length > 0 ? (
              <BannerCarousel banners={data.banners} />
            ) : (
              <Link to="/explore" className="home-hero__fallback">
                <span className="home-hero__fallback-title">逛逛全部作品</span>
                <span>模型、原画、动画、博客，按标签和软件浏览</span>
              </Link>
            )
          ) : home.isError ? (
            <div className="home-hero__fallback" />
          ) : (
            <Skeleton shape="rect" className="home-hero__skeleton" />
          )}
        </div>
      </div>

      {home.isError && !data && (
        <LoadError
          title="首页内容加载失败"
          error={home.error}
          retrying={home.isFetching}
          onRetry={() => void home.refetch()}
        />
      )}

      {(data || !home.isError) && (
        <Suspense fallback={<div className="home-sections-pending" aria-hidden="true" />}>
          <HomeSections data={data} />
        </Suspense>
      )}
    </div>
  );
}
