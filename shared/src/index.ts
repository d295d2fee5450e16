export * from './envelope.ts';
export * from './constants.ts';
export type * from './types.ts';
export * from './endpoints.ts';
export * from './routes.ts';
export * from './url.ts';
export * from './runtime-config.ts';
export * from './route-rules.ts';
export * from './certification.ts';
