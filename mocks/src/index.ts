export { createDemoApi, type DemoApi, type DemoApiOptions } from './api.ts';
export { responseSchemas, type EndpointKey } from '@zaowu/shared/schemas';
export { DEMO_MEMBERS, DEFAULT_SEED, HOSTILE_BLOG_TITLE } from './store/seed/index.ts';
export { DEMO_PAY_PATH, DEMO_RESET_PATH } from './handlers/index.ts';
export { snapshot } from './store/db.ts';
export type { Db } from './store/types.ts';
