/**
 * Structured data (schema.org JSON-LD) for the first paint, typed with schema-dts: what each public page
 * is (a work, a person, a store, a product with its offer, a forum post), its author and its place in
 * the site (BreadcrumbList). Search engines read it without running JavaScript. The objects go into
 * `<script type="application/ld+json">` through frame.ts's escaping (no `</script>` can end one).
 */
import type {
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  CreativeWork,
  DiscussionForumPosting,
  Offer,
  ProfilePage,
  Product,
  Store,
  WebSite,
  WithContext,
} from 'schema-dts';
import {
  hrefs,
  SITE_NAME,
  type CollectionDetail,
  type DesignerDetail,
  type GoodsDetail,
  type Money,
  type ShopDetail,
  type TopicDetail,
  type UserBrief,
  type WorkDetail,
} from '@zaowu/shared';
import { htmlText, oneLine } from '@zaowu/shared/html-text';
import { absolute, listOf, picture } from './markup.ts';

const CONTEXT = 'https://schema.org' as const;

const url = (path: string, siteUrl: string) => absolute(path, siteUrl);

/** A member as a schema.org Person with their page. */
function personOf(
  u: UserBrief,
  siteUrl: string,
): { '@type': 'Person'; name: string; url: string; image?: string } {
  const image = picture(u.avatar, siteUrl);
  return {
    '@type': 'Person',
    name: u.nickname,
    url: url(hrefs.designer(u.id), siteUrl),
    ...(image ? { image: url(image, siteUrl) } : {}),
  };
}

/** Money as schema.org wants a price: digits with a dot, no symbol. */
const price = (m: Money) => String(m);

function offer(amount: Money, pageUrl: string, inStock: boolean): Offer {
  return {
    '@type': 'Offer',
    price: price(amount),
    priceCurrency: 'CNY',
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: pageUrl,
  };
}

export function breadcrumbs(
  siteUrl: string,
  items: readonly { href?: string; text: string }[],
): WithContext<BreadcrumbList> {
  const trail = [{ href: '/', text: '首页' }, ...items];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.text,
      ...(item.href ? { item: url(item.href, siteUrl) } : {}),
    })),
  };
}

export function website(siteUrl: string): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: url('/', siteUrl),
    inLanguage: 'zh-CN',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${url('/explore', siteUrl)}?keyword={search_term_string}`,
      },
      // schema.org's "query-input" (the property name Google reads for the sitelinks search box).
      'query-input': 'required name=search_term_string',
    } as never,
  };
}

const WORK_SCHEMA = {
  model: '3DModel',
  art: 'VisualArtwork',
  animation: 'VideoObject',
  blog: 'BlogPosting',
} as const;

/** A work as the type it is: 3DModel, VisualArtwork, VideoObject or BlogPosting, by its author. */
export function work(w: WorkDetail, pageUrl: string, siteUrl: string): WithContext<CreativeWork> {
  const cover = w.is_mature ? null : picture(w.cover, siteUrl);
  const description = oneLine(w.description || htmlText(w.content) || w.title, 300);
  const base = {
    name: w.title,
    headline: w.title,
    url: pageUrl,
    description,
    author: personOf(w.author, siteUrl),
    dateCreated: w.created_at,
    datePublished: w.created_at,
    dateModified: w.updated_at,
    inLanguage: 'zh-CN',
    keywords: listOf(w.tags).join(','),
    ...(cover ? { image: url(cover, siteUrl) } : {}),
    ...(w.is_mature ? { contentRating: '成人内容' } : {}),
    interactionStatistic: [
      {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'LikeAction' },
        userInteractionCount: w.likes,
      },
      {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'CommentAction' },
        userInteractionCount: w.comments,
      },
    ],
    ...(w.price !== null && Number(w.price) > 0 ? { offers: offer(w.price, pageUrl, true) } : {}),
  } as const;
  const type = WORK_SCHEMA[w.type];
  if (type === 'VideoObject') {
    return {
      '@context': CONTEXT,
      '@type': 'VideoObject',
      ...base,
      uploadDate: w.created_at,
      ...(cover ? { thumbnailUrl: url(cover, siteUrl) } : {}),
    } as WithContext<CreativeWork>;
  }
  return { '@context': CONTEXT, '@type': type, ...base } as WithContext<CreativeWork>;
}

export function designer(d: DesignerDetail, pageUrl: string, siteUrl: string): WithContext<ProfilePage> {
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: pageUrl,
    name: `${d.nickname} · 设计师主页`,
    dateCreated: d.created_at,
    dateModified: d.updated_at,
    mainEntity: {
      ...personOf(d, siteUrl),
      ...(d.bio ? { description: d.bio } : {}),
      ...(d.city ? { homeLocation: { '@type': 'Place', name: d.city } } : {}),
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'FollowAction' },
        userInteractionCount: d.followers,
      },
    },
  };
}

export function store(s: ShopDetail, pageUrl: string, siteUrl: string): WithContext<Store> {
  const logo = picture(s.logo, siteUrl);
  const banner = picture(s.banner, siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    name: s.name,
    url: pageUrl,
    ...(s.description ? { description: s.description } : {}),
    ...(logo ? { logo: url(logo, siteUrl) } : {}),
    ...(banner ? { image: url(banner, siteUrl) } : {}),
    founder: personOf(s.owner, siteUrl),
    currenciesAccepted: 'CNY',
    ...rating(s.rating, s.rating_count),
    makesOffer: listOf(s.goods)
      .slice(0, 20)
      .map((g) => ({
        '@type': 'Offer',
        price: price(g.price),
        priceCurrency: 'CNY',
        url: url(hrefs.goods(g.id), siteUrl),
        itemOffered: { '@type': 'Product', name: g.title },
      })),
  };
}

/** Stars as search results show them, once somebody has rated (0 reviews: none, not a 0 rating). */
function rating(average: number, count: number) {
  return count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating' as const,
          ratingValue: average,
          reviewCount: count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
}

export function product(
  g: GoodsDetail,
  pageUrl: string,
  siteUrl: string,
  reviews?: { average: number; count: number },
): WithContext<Product> {
  const images = listOf(g.images)
    .map((src) => picture(src, siteUrl))
    .filter((src): src is string => src !== null)
    .map((src) => url(src, siteUrl));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: g.title,
    url: pageUrl,
    sku: String(g.id),
    ...(g.description ? { description: g.description } : {}),
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: g.shop.name },
    ...(reviews && Number.isFinite(reviews.average) ? rating(reviews.average, reviews.count) : {}),
    offers: {
      ...offer(g.price, pageUrl, g.status === 1 && g.stock > 0),
      seller: { '@type': 'Organization', name: g.shop.name, url: url(hrefs.shop(g.shop.id), siteUrl) },
    },
  };
}

export function forumPosting(
  detail: TopicDetail,
  pageUrl: string,
  siteUrl: string,
): WithContext<DiscussionForumPosting> {
  const t = detail.topic;
  const replies = detail.posts.data.filter((p) => p.floor > 1);
  return {
    '@context': CONTEXT,
    '@type': 'DiscussionForumPosting',
    headline: t.title,
    url: pageUrl,
    text: oneLine(htmlText(t.content), 2000),
    author: personOf(t.author, siteUrl),
    datePublished: t.created_at,
    ...(t.tags.length ? { keywords: t.tags.join(',') } : {}),
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'CommentAction' },
      userInteractionCount: t.replies,
    },
    comment: replies.map((p) => ({
      '@type': 'Comment',
      text: oneLine(htmlText(p.content), 1000),
      author: personOf(p.author, siteUrl),
      datePublished: p.created_at,
      url: `${pageUrl}#post-${p.floor}`,
    })),
  };
}

export function collectionPage(
  c: CollectionDetail,
  pageUrl: string,
  siteUrl: string,
): WithContext<CollectionPage> {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: c.title,
    url: pageUrl,
    ...(c.description ? { description: c.description } : {}),
    author: personOf(c.curator, siteUrl),
    datePublished: c.created_at,
    hasPart: c.works.map((w) => ({
      '@type': 'CreativeWork',
      name: w.title,
      url: url(hrefs.work(w.type, w.id), siteUrl),
      author: personOf(w.author, siteUrl),
    })),
  };
}

export function blogPosting(
  title: string,
  text: string,
  author: UserBrief,
  published: string,
  cover: string | null,
  pageUrl: string,
  siteUrl: string,
): WithContext<BlogPosting> {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: title,
    url: pageUrl,
    description: oneLine(text || title, 300),
    author: personOf(author, siteUrl),
    datePublished: published,
    inLanguage: 'zh-CN',
    ...(cover ? { image: url(cover, siteUrl) } : {}),
  };
}
