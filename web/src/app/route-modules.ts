/**
 * Route name → lazily imported module (one chunk per page). Every name of the shared route table must
 * be here; router.test.tsx checks both ways.
 */
import type { RouteModule } from '../lib/route-module.ts';

type Loader = () => Promise<RouteModule>;

export const ROUTE_MODULES: Record<string, Loader> = {
  index: () => import('../features/home/routes/HomePage.tsx'),
  login: () => import('../features/auth/routes/LoginPage.tsx'),
  'login-bindAccount': () => import('../features/auth/routes/BindAccountPage.tsx'),
  'login-forget': () => import('../features/auth/routes/ForgetPage.tsx'),
  account: () => import('../features/account/routes/AccountPage.tsx'),
  agreement: () => import('../features/legal/routes/AgreementPage.tsx'),
  identity_agreement: () => import('../features/legal/routes/IdentityAgreementPage.tsx'),
  privacy: () => import('../features/legal/routes/PrivacyPage.tsx'),
  animation: () => import('../features/works/routes/AnimationListPage.tsx'),
  'animation-id': () => import('../features/work-detail/routes/AnimationDetailPage.tsx'),
  art: () => import('../features/works/routes/ArtListPage.tsx'),
  'art-id': () => import('../features/work-detail/routes/ArtDetailPage.tsx'),
  blog: () => import('../features/works/routes/BlogListPage.tsx'),
  'blog-id': () => import('../features/work-detail/routes/BlogDetailPage.tsx'),
  model: () => import('../features/works/routes/ModelListPage.tsx'),
  'model-id': () => import('../features/work-detail/routes/ModelDetailPage.tsx'),
  cart: () => import('../features/cart/routes/CartPage.tsx'),
  'cart-pay-id': () => import('../features/cart/routes/PayPage.tsx'),
  certification: () => import('../features/certification/routes/CertificationPage.tsx'),
  'certification-realname': () => import('../features/certification/routes/RealnamePage.tsx'),
  'collection-id': () => import('../features/collections/routes/CollectionPage.tsx'),
  community: () => import('../features/community/routes/CommunityPage.tsx'),
  'community-id': () => import('../features/community/routes/TopicPage.tsx'),
  demo: () => import('../features/demo/routes/DemoGalleryPage.tsx'),
  'demo-profile': () => import('../features/demo/routes/DemoProfilePage.tsx'),
  'demo-id': () => import('../features/demo/routes/DemoItemPage.tsx'),
  designer: () => import('../features/designers/routes/DesignerListPage.tsx'),
  'designer-id': () => import('../features/designers/routes/DesignerDetailPage.tsx'),
  shop: () => import('../features/shops/routes/ShopListPage.tsx'),
  'shop-id': () => import('../features/shops/routes/ShopDetailPage.tsx'),
  'goods-id': () => import('../features/shops/routes/GoodsPage.tsx'),
  disk: () => import('../features/disk/routes/DiskPage.tsx'),
  'editWork-old': () => import('../features/publish/routes/LegacyEditPage.tsx'),
  'editWork-id': () => import('../features/publish/routes/EditWorkPage.tsx'),
  publish: () => import('../features/publish/routes/PublishPage.tsx'),
  'publish-indexOld': () => import('../features/publish/routes/LegacyPublishPage.tsx'),
  explore: () => import('../features/works/routes/ExplorePage.tsx'),
  recommend: () => import('../features/works/routes/RecommendPage.tsx'),
  'favorites-id': () => import('../features/collections/routes/FavoritesPage.tsx'),
  follow: () => import('../features/follow/routes/FollowPage.tsx'),
  message: () => import('../features/messages/routes/MessagePage.tsx'),
  messagebox: () => import('../features/messages/routes/MessageBoxPage.tsx'),
  'note-id': () => import('../features/notes/routes/NotePage.tsx'),
  'share-type-id': () => import('../features/share/routes/SharePage.tsx'),
};
