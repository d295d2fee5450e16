/**
 * The designers feature's query keys: other features import them from here (a feature's second public
 * file beside index.ts), so using a key never brings the feature's components along.
 * The follow feature refetches everything under `all` after a follow (counts change).
 */
import { firstPaintKeys } from '@zaowu/shared';
import type { DesignerListParams } from './api.ts';

export const designerKeys = {
  all: ['designer'] as const,
  list: (params: DesignerListParams) => ['designer', 'list', params] as const,
  detail: firstPaintKeys.designer,
  card: (id: number) => ['designer', 'card', id] as const,
};
