export { createDemoApi, type DemoApi, type DemoApiOptions } from './api.ts';
