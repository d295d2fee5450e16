/**
 * The follow feature's query keys: other features import them from here (a feature's second public
 * file beside index.ts), so using a key never brings the follow button along. The messages feature
 * refetches everything under `all` after 拉黑, which ends follows both ways.
 */
export const followKeys = {
  all: ['follow'] as const,
  relation: (userId: number) => ['follow', 'relation', userId] as const,
  list: (page: number) => ['follow', 'list', page] as const,
  lists: ['follow', 'list'] as const,
};
