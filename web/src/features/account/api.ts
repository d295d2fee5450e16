export { overviewQuery } from '../auth/index.ts';
