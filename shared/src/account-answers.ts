/** Answers about the member and their sign-in: profile, security, 支付密码 state, certification, tour, visitors (beside auth-input.ts and profile-input.ts). */
import * as z from './zod.ts';
import { money, time, count, maskedMobile, workType } from './answer-fields.ts';

/** 0 unknown, 1 male, 2 female. */
export const gender = z.literal([0, 1, 2]);
export const certificationStatus = z.enum(['none', 'pending', 'verified', 'rejected']);
export const userBrief = z.strictObject({ id: z.number().int(), nickname: z.string(), avatar: z.string() });
/** The logged-in member's own profile. */
export const userInfo = userBrief.extend({
  /** Masked, e.g. 138****8000. */
  mobile: maskedMobile,
  bio: z.string(),
  gender,
  city: z.string(),
  balance: money,
  certification: certificationStatus,
  created_at: time,
});
export const loginRes = z.strictObject({ token: z.string().min(16), userinfo: userInfo });
/** 账号安全: what the member can see of their sign-in. */
export const accountSecurity = z.strictObject({
  /** Masked, e.g. 138****8000. */
  mobile: maskedMobile,
  has_password: z.boolean(),
});
/**
 * 支付密码 (assumed): whether the member set one, and until when it is locked after too many wrong ones
 * (null when it is not locked).
 */
export const payPasswordState = z.strictObject({ is_set: z.boolean(), locked_until: time.nullable() });
/** The member's real-name certification (认证中心). Personal data comes back masked. */
export const certification = z.strictObject({
  status: certificationStatus,
  /** Masked, e.g. *晓明; null before anything was submitted. */
  real_name: z.string().regex(/^\*/, 'masked').nullable(),
  /** Masked, e.g. 110***********002X; null before anything was submitted. */
  id_number: z
    .string()
    .regex(/^\d{3}\*{11}[\dX]{4}$/, 'masked')
    .nullable(),
  submitted_at: time.nullable(),
  reviewed_at: time.nullable(),
  /** Why it was not approved (status rejected), else null. */
  reason: z.string().nullable(),
});
export const accountOverview = z.strictObject({
  userinfo: userInfo,
  stats: z.strictObject({
    works: count,
    followers: count,
    following: count,
    likes: count,
    views: count,
    income_total: money,
  }),
});
export const authUrl = z.strictObject({ url: z.url({ protocol: /^https$/ }) });
export const loginState = z.strictObject({ isLogin: z.boolean() });
export const guideStatus = z.strictObject({
  /** True once the member finished or skipped the tour. */
  finished: z.boolean(),
  skipped: z.boolean(),
});
/**
 * sms.send's answer. A real SMS gateway answers null; the demo upstream sends no SMS and says which
 * code it would have sent, which the SPA shows in a demo banner.
 */
export const smsSent = z.strictObject({ demo_code: z.string().regex(/^\d{6}$/) });
export const visitor = z.strictObject({ user: userBrief, visited_at: time });
export const workVisitor = visitor.extend({
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType }),
});
