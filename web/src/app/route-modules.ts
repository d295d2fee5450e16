/**
 * Route name → lazily imported module (one chunk per page). Every name of the shared route table must
 * be here; router.test.tsx checks both ways. Pages still waiting for their feature issue use the
 * shell's placeholder, which says what is coming and links onward.
 */
import type { RouteModule } from '../lib/route-module.ts';

type Loader = () => Promise<RouteModule>;

const placeholder: Loader = () => import('./PlaceholderPage.tsx');

export const ROUTE_MODULES: Record<string, Loader> = {
  index: () => import('../features/home/routes/HomePage.tsx'),
  login: () => import('../features/auth/routes/LoginPage.tsx'),
  'login-bindAccount': () => import('../features/auth/routes/BindAccountPage.tsx'),
  'login-forget': () => import('../features/auth/routes/ForgetPage.tsx'),
  account: () => import('../features/account/routes/AccountPage.tsx'),
  agreement: () => import('../features/legal/routes/AgreementPage.tsx'),
  identity_agreement: () => import('../features/legal/routes/IdentityAgreementPage.tsx'),
  privacy: () => import('../features/legal/routes/PrivacyPage.tsx'),
  animation: placeholder,
  'animation-id': placeholder,
  art: placeholder,
  'art-id': placeholder,
  blog: placeholder,
  'blog-id': placeholder,
  model: placeholder,
  'model-id': placeholder,
  cart: placeholder,
  'cart-pay-id': placeholder,
  certification: placeholder,
  'certification-realname': placeholder,
  'collection-id': placeholder,
  community: placeholder,
  'community-id': placeholder,
  demo: () => import('../features/demo/routes/DemoGalleryPage.tsx'),
  'demo-profile': () => import('../features/demo/routes/DemoProfilePage.tsx'),
  'demo-id': () => import('../features/demo/routes/DemoItemPage.tsx'),
  designer: placeholder,
  'designer-id': placeholder,
  shop: placeholder,
  'shop-id': placeholder,
  disk: () => import('../features/disk/routes/DiskPage.tsx'),
  'editWork-old': placeholder,
  'editWork-id': placeholder,
  publish: placeholder,
  'publish-indexOld': placeholder,
  explore: placeholder,
  recommend: placeholder,
  'favorites-id': placeholder,
  follow: placeholder,
  message: placeholder,
  messagebox: placeholder,
  'note-id': placeholder,
  'share-type-id': () => import('../features/share/routes/SharePage.tsx'),
};
