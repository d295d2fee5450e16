/**
 * The member's profile input (user.profile): the limits and the Chinese words the server answers with.
 * The demo upstream validates requests with it; the 个人资料 form checks the same rules before sending.
 * Imported as `@zaowu/shared/profile-input` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import { mediaUrl } from './input-fields.ts';

export const PROFILE_LIMITS = {
  nicknameMin: 2,
  nicknameMax: 20,
  bio: 200,
  city: 20,
} as const;

const L = PROFILE_LIMITS;

export const PROFILE_MSGS = {
  nicknameEmpty: '请输入昵称',
  nicknameLength: `昵称长度为 ${L.nicknameMin}–${L.nicknameMax} 个字符`,
  nicknameBad: '昵称格式不正确',
  nicknameTaken: '该昵称已被使用',
  avatarBad: '头像地址不正确',
  avatarMissing: '头像文件不存在，请重新上传',
  bioBad: '个人简介格式不正确',
  bioLong: `个人简介不能超过 ${L.bio} 个字`,
  gender: '性别参数不正确',
  cityBad: '城市格式不正确',
  cityLong: `城市名称不能超过 ${L.city} 个字`,
} as const;

const M = PROFILE_MSGS;

/** Every field of the profile, each as it is stored (trimmed). */
export const profileFields = z.object({
  nickname: z
    .string({ error: M.nicknameBad })
    .trim()
    .min(1, M.nicknameEmpty)
    .min(L.nicknameMin, M.nicknameLength)
    .max(L.nicknameMax, M.nicknameLength),
  avatar: mediaUrl(M.avatarBad),
  bio: z.string({ error: M.bioBad }).trim().max(L.bio, M.bioLong),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: M.gender }),
  city: z.string({ error: M.cityBad }).trim().max(L.city, M.cityLong),
});

/** user.profile: only the fields that change are sent. */
export const profileInputSchema = profileFields.partial();
