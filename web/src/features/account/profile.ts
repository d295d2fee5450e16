/**
 * The profile form's values and schema (react-hook-form's zod resolver) over the server's own rules and
 * words (`@zaowu/shared/profile-input`).
 */
import * as z from '@zaowu/shared/zod';
import type { Gender, ProfileReq, UserInfo } from '@zaowu/shared';
import { PROFILE_LIMITS, profileFields } from '@zaowu/shared/profile-input';

export interface ProfileValues {
  nickname: string;
  avatar: string;
  bio: string;
  gender: Gender;
  city: string;
}

export type ProfileField = keyof ProfileValues;

export const BIO_MAX = PROFILE_LIMITS.bio;

/**
 * The server's rules for what the member types; the avatar is checked by its picker and its upload
 * (the form holds the saved address until a new upload is done).
 */
export const profileSchema = profileFields.omit({ avatar: true }).extend({ avatar: z.string() });

export const GENDERS: { value: Gender; label: string }[] = [
  { value: 0, label: '保密' },
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export const profileValues = (me: UserInfo): ProfileValues => ({
  nickname: me.nickname,
  avatar: me.avatar,
  bio: me.bio,
  gender: me.gender,
  city: me.city,
});

/** What is sent: trimmed, and only what changed since `saved`. */
export function profileChanges(v: ProfileValues, saved: ProfileValues): ProfileReq {
  const next = { ...v, nickname: v.nickname.trim(), bio: v.bio.trim(), city: v.city.trim() };
  const out: ProfileReq = {};
  for (const key of Object.keys(next) as ProfileField[]) {
    if (next[key] !== saved[key]) Object.assign(out, { [key]: next[key] });
  }
  return out;
}

/** Which field a server message is about, so it shows beside that field; null for the form. */
export function fieldOfMessage(msg: string): ProfileField | null {
  if (msg.includes('昵称')) return 'nickname';
  if (msg.includes('简介')) return 'bio';
  if (msg.includes('城市')) return 'city';
  if (msg.includes('头像')) return 'avatar';
  if (msg.includes('性别')) return 'gender';
  return null;
}
