import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ID_NUMBER_MESSAGES,
  REAL_NAME_MESSAGES,
  endpoints,
  type Certification,
  type Message,
  type Paginated,
} from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { MEMBER_2 } from '../store/seed/index.ts';
import { iso } from '../store/time.ts';
import { CERTIFICATION_REJECT_REASON, CERTIFICATION_REVIEW_MS } from './certification.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  // Member 2 has not started certification.
  token = await demo.login(1);
});

const { certification, message } = endpoints;
const VALID = '11010519491231002X';
const status = async () => (await demo.call<Certification>(certification.status, {}, token)).body;
const submit = (real_name: string, id_number: string) =>
  demo.call<Certification>(certification.submit, { real_name, id_number }, token);
/** As if the demo's review time had passed since the submission. */
function reviewTimePassed() {
  const row = demo.upstream.db.certifications.get(MEMBER_2)!;
  row.submitted_at = iso(Date.parse(row.submitted_at) - CERTIFICATION_REVIEW_MS - 1_000);
}
const auditMessages = async () =>
  (await demo.call<Paginated<Message>>(message.byType, { messageType: 10 }, token)).body.data.data;

describe('certification status', () => {
  it('is none with nothing submitted for a new member, and masked details for a certified one', async () => {
    expect((await status()).data).toEqual({
      status: 'none',
      real_name: null,
      id_number: null,
      submitted_at: null,
      reviewed_at: null,
      reason: null,
    });
    const member1 = await demo.login(0);
    const mine = (await demo.call<Certification>(certification.status, {}, member1)).body.data;
    expect(mine).toMatchObject({ status: 'verified', real_name: '*小雨', id_number: '330***********4415' });
  });
});

describe('certification submit', () => {
  it('refuses a wrong check character with the form’s message, and keeps the member as they were', async () => {
    const res = await submit('林小雨', '110105194912310021');
    expect(res.body).toEqual({ code: 0, msg: ID_NUMBER_MESSAGES.checksum, data: null });
    expect((await status()).data.status).toBe('none');
    expect(demo.upstream.db.certifications.has(MEMBER_2)).toBe(false);
  });

  it('refuses other bad numbers and names with their messages', async () => {
    expect((await submit('林小雨', '')).body.msg).toBe(ID_NUMBER_MESSAGES.empty);
    expect((await submit('林小雨', '1101051949123100')).body.msg).toBe(ID_NUMBER_MESSAGES.length);
    expect((await submit('林小雨', '110105194902300027')).body.msg).toBe(ID_NUMBER_MESSAGES.birth);
    expect((await submit('Lin', VALID)).body.msg).toBe(REAL_NAME_MESSAGES.invalid);
    expect((await demo.call(certification.submit, { id_number: VALID }, token)).body.msg).toBe(
      REAL_NAME_MESSAGES.empty,
    );
  });

  it('checks a birth date against the demo’s own calendar day', async () => {
    // As if the demo's clock stood at noon on 31 December 1949: a number born that day is fine,
    // one born the next day is not (yet).
    const now = vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(Date.parse('1949-12-31T12:00:00+08:00'));
    try {
      expect((await submit('林小雨', '110105195001010012')).body.msg).toBe(ID_NUMBER_MESSAGES.birth);
      expect((await submit('林小雨', VALID)).body.code).toBe(1);
    } finally {
      now.mockRestore();
    }
  });

  it('goes pending (masked), then verified on the first status call after the review time', async () => {
    const res = await submit(' 阿卜杜.热合曼 ', '11010519491231002x');
    expect(res.body).toMatchObject({
      code: 1,
      msg: '认证资料已提交，请等待审核',
      data: { status: 'pending', real_name: '*卜杜·热合曼', id_number: '110***********002X', reason: null },
    });
    expect(demo.upstream.db.certifications.get(MEMBER_2)).toMatchObject({
      real_name: '阿卜杜·热合曼',
      id_number: VALID,
    });
    // Too early: still pending, and a second submission is refused.
    expect((await status()).data.status).toBe('pending');
    expect((await submit('林小雨', VALID)).body.msg).toBe('认证资料正在审核中，请耐心等待结果');

    reviewTimePassed();
    const done = (await status()).data;
    expect(done.status).toBe('verified');
    expect(done.reviewed_at).not.toBeNull();
    expect((await auditMessages())[0]).toMatchObject({ title: '实名认证已通过', read: false });
    expect((await demo.call(endpoints.user.index, {}, token)).body.data).toMatchObject({
      userinfo: { certification: 'verified' },
    });
    expect((await submit('林小雨', VALID)).body.msg).toBe('你已完成实名认证，无需重复提交');
  });

  it('refuses the demo’s test prefix in review, with a reason; the member may submit again', async () => {
    expect((await submit('林小雨', '999000199003071233')).body.code).toBe(1);
    reviewTimePassed();
    expect((await status()).data).toMatchObject({ status: 'rejected', reason: CERTIFICATION_REJECT_REASON });
    expect((await auditMessages())[0]).toMatchObject({ title: '实名认证未通过' });
    const again = await submit('林小雨', VALID);
    expect(again.body.data).toMatchObject({ status: 'pending', reason: null });
  });
});
