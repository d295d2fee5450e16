/**
 * Real-name certification (assumed calls). The same rules as the form (shared certification.ts), so
 * a number with a wrong check character is refused here too, with the same message.
 *
 * The demo's review: a submission stays 审核中 until the first status call made at least
 * CERTIFICATION_REVIEW_MS after it; that call decides it. Numbers beginning with
 * CERTIFICATION_REJECT_PREFIX (a region code no one has) are refused, so 未通过 can be seen; every
 * other valid number is approved. Either way the member gets a type-10 (审核) notification.
 */
import { certificationInputSchema, type Certification } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { notify } from '../store/notify.ts';
import { iso, parseIso, type Clock } from '../store/time.ts';
import type { Db, UserRow } from '../store/types.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { CERTIFICATION_LINK } from '../store/links.ts';

export const CERTIFICATION_REVIEW_MS = 3_000;
const CERTIFICATION_REJECT_PREFIX = '999';
export const CERTIFICATION_REJECT_REASON = '证件信息与公安系统登记不一致，请核对姓名和身份证号后重新提交';

/** *晓明: the surname hidden. */
export function maskRealName(name: string): string {
  const chars = [...name];
  return `*${chars.slice(1).join('')}`;
}

/** 110***********002X: region start and the last four only. */
function maskIdNumber(id: string): string {
  return `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}`;
}

function view(db: Db, user: UserRow): Certification {
  const row = db.certifications.get(user.id);
  return {
    status: user.certification,
    real_name: row ? maskRealName(row.real_name) : null,
    id_number: row ? maskIdNumber(row.id_number) : null,
    submitted_at: row?.submitted_at ?? null,
    reviewed_at: row?.reviewed_at ?? null,
    reason: user.certification === 'rejected' ? (row?.reason ?? null) : null,
  };
}

/** Decides a pending submission once the demo's review time has passed. */
function reviewIfDue(db: Db, clock: Clock, user: UserRow): void {
  const row = db.certifications.get(user.id);
  if (user.certification !== 'pending' || !row || row.reviewed_at) return;
  const now = clock.now();
  if (now - parseIso(row.submitted_at) < CERTIFICATION_REVIEW_MS) return;
  const refused = row.id_number.startsWith(CERTIFICATION_REJECT_PREFIX);
  user.certification = refused ? 'rejected' : 'verified';
  row.reviewed_at = iso(now);
  row.reason = refused ? CERTIFICATION_REJECT_REASON : null;
  notify(db, clock, user.id, {
    type: 10,
    title: refused ? '实名认证未通过' : '实名认证已通过',
    content: refused
      ? `你提交的实名认证未通过审核：${CERTIFICATION_REJECT_REASON}。`
      : '你提交的实名认证已通过审核，现在可以开店、提现和申请作品合作了。',
    link: CERTIFICATION_LINK,
  });
}

/**
 * The submission, checked by the shared schema as of the demo's own calendar day (a birth date may not
 * be after it), which is why it is parsed here per call rather than by the route.
 */
function submission(raw: Record<string, unknown>, clock: Clock) {
  const parsed = certificationInputSchema(() => new Date(clock.now())).safeParse(raw);
  if (!parsed.success) reject(parsed.error.issues[0]?.message ?? '参数不正确');
  return parsed.data;
}

export const certificationRoutes = {
  status: route(requestSchemas['certification.status'], (_q, { db, clock, me }) => {
    reviewIfDue(db, clock, me);
    return view(db, me);
  }),

  submit: route(
    requestSchemas['certification.submit'],
    (raw, { db, clock, me }) => {
      const input = submission(raw, clock);
      reviewIfDue(db, clock, me);
      if (me.certification === 'verified') reject('你已完成实名认证，无需重复提交');
      if (me.certification === 'pending') reject('认证资料正在审核中，请耐心等待结果');
      db.certifications.set(me.id, {
        user_id: me.id,
        real_name: input.real_name,
        id_number: input.id_number,
        submitted_at: iso(clock.now()),
        reviewed_at: null,
        reason: null,
      });
      me.certification = 'pending';
      return view(db, me);
    },
    '认证资料已提交，请等待审核',
  ),
} satisfies ModuleRoutes<'certification'>;
