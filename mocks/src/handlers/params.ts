/** Reusable request fields with the Chinese messages the product shows. */
import { MESSAGE_TYPES, type MessageType } from '@zaowu/shared';
import { int, optionalInt } from '@zaowu/shared/work-input';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../store/views/paginate.ts';

// The number, money, address, type and licence fields are the shared ones (one implementation).
export { id, int, license, money, optionalInt, workType } from '@zaowu/shared/work-input';

/** page ≥ 1 (default 1); per_page defaults to 20 and is capped at 100 rather than refused. */
export const page = {
  page: optionalInt('页码格式不正确', 1).transform((v) => v ?? 1),
  per_page: optionalInt('每页数量格式不正确', 1).transform((v) =>
    Math.min(MAX_PER_PAGE, v ?? DEFAULT_PER_PAGE),
  ),
};

export const messageType = int('缺少消息类型', '消息类型不正确', 1, MESSAGE_TYPES.length).transform(
  (v) => v as MessageType,
);
