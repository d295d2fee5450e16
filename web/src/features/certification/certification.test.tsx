import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID_NUMBER_MESSAGES, REAL_NAME_MESSAGES, endpoints, type CertificationStatus } from '@zaowu/shared';
import { appStore } from '../../lib/store.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { realnameDraftAtom, EMPTY_DRAFT } from './state.ts';
import { AGREEMENT_REQUIRED, realnameSchema, type RealnameDraft } from './validation.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_2 } from '../../test/members.ts';

/** The app rendered last: the next test starts only once its calls have settled. */
let app: ReturnType<typeof renderApp> | null = null;
const render = (path: string) => (app = renderApp(path));

afterEach(async () => {
  // A call still out when the session is dropped would answer 401 and open the login dialog later.
  if (app) await waitFor(() => expect(app!.queryClient.isFetching() + app!.queryClient.isMutating()).toBe(0));
  app = null;
  vi.restoreAllMocks();
  appStore.set(loginDialogOpenAtom, false);
  appStore.set(realnameDraftAtom, EMPTY_DRAFT);
});

const VALID = '11010519491231002X';
const WRONG_CHECK = '110105194912310021';

/** Counts the submit calls that reach the (mock) server. */
function countSubmits() {
  let count = 0;
  const onStart = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === endpoints.certification.submit.path) count += 1;
  };
  server.events.on('request:start', onStart);
  return {
    get count() {
      return count;
    },
  };
}

function setState(status: CertificationStatus) {
  demo.db.users.get(MEMBER_2.id)!.certification = status;
  if (status !== 'none') {
    demo.db.certifications.set(MEMBER_2.id, {
      user_id: MEMBER_2.id,
      real_name: '王青',
      id_number: VALID,
      // Pending stays pending: the demo reviews a submission a few seconds after it was sent.
      submitted_at:
        status === 'pending' ? new Date(demo.clock.now()).toISOString() : '2026-10-30T10:00:00+08:00',
      reviewed_at: status === 'pending' ? null : '2026-10-31T10:00:00+08:00',
      reason: status === 'rejected' ? '证件照片不清晰' : null,
    });
  }
}

/** What the form's schema says of a draft: the first problem of each field. */
function validateRealname(draft: RealnameDraft): Partial<Record<keyof RealnameDraft, string>> {
  const errors: Partial<Record<keyof RealnameDraft, string>> = {};
  for (const issue of realnameSchema.safeParse(draft).error?.issues ?? []) {
    const field = issue.path[0] as keyof RealnameDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('the real-name form schema', () => {
  it('checks the name, the ID number (check character) and the agreement', () => {
    expect(validateRealname({ realName: '', idNumber: '', agreed: false })).toEqual({
      realName: REAL_NAME_MESSAGES.empty,
      idNumber: ID_NUMBER_MESSAGES.empty,
      agreed: AGREEMENT_REQUIRED,
    });
    expect(validateRealname({ realName: '王青', idNumber: WRONG_CHECK, agreed: true })).toEqual({
      idNumber: ID_NUMBER_MESSAGES.checksum,
    });
    expect(validateRealname({ realName: 'Wang', idNumber: '11010519490230002X', agreed: true })).toEqual({
      realName: REAL_NAME_MESSAGES.invalid,
      idNumber: ID_NUMBER_MESSAGES.birth,
    });
    expect(validateRealname({ realName: '王青', idNumber: '11010519491231002x', agreed: true })).toEqual({});
  });
});

describe('/certification', { timeout: 30_000 }, () => {
  const cases: [CertificationStatus, string, string | null][] = [
    ['none', '你还没有完成实名认证', '去实名认证'],
    ['pending', '认证资料审核中', null],
    ['verified', '你已完成实名认证', null],
    ['rejected', '实名认证未通过', '重新认证'],
  ];
  it.each(cases)('shows the %s state with what to do next', async (status, title, link) => {
    await logIn(MEMBER_2);
    setState(status);
    render('/certification');
    expect(await screen.findByRole('heading', { level: 2, name: title }, SLOW)).toBeTruthy();
    const card = screen.getByRole('article');
    const label = { none: '未认证', pending: '审核中', verified: '已认证', rejected: '未通过' }[status];
    expect(within(card).getByText(label)).toBeTruthy();
    if (link) {
      expect(within(card).getByRole('link', { name: link }).getAttribute('href')).toBe(
        '/certification/realname',
      );
    }
    if (status === 'pending') expect(within(card).getByRole('button', { name: '刷新状态' })).toBeTruthy();
    if (status === 'rejected') expect(within(card).getByText('证件照片不清晰')).toBeTruthy();
    if (status !== 'none') {
      // Masked by the server.
      expect(within(card).getByText('*青')).toBeTruthy();
      expect(within(card).getByText('110***********002X')).toBeTruthy();
    }
  });

  it('invites a visitor to log in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render('/certification');
    expect(await screen.findByText('登录后进行实名认证', {}, SLOW)).toBeTruthy();
  });
});

describe('/certification/realname', { timeout: 30_000 }, () => {
  async function openForm() {
    await logIn(MEMBER_2);
    const { router } = render('/certification/realname');
    return {
      router,
      name: await screen.findByLabelText('真实姓名', {}, SLOW),
      id: screen.getByLabelText('身份证号'),
      agree: screen.getByRole('checkbox', { name: /我已阅读并同意/ }),
      submit: screen.getByRole('button', { name: '提交认证' }),
    };
  }

  it('explains every problem in place and sends nothing', async () => {
    const user = userEvent.setup();
    const submits = countSubmits();
    const f = await openForm();
    await user.click(f.submit);
    expect(f.name.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(f.name.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent,
    ).toBe(REAL_NAME_MESSAGES.empty);
    expect(f.id.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(AGREEMENT_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(f.name);
    expect(submits.count).toBe(0);
  });

  it('a wrong check character: a clear error beside the number, focus on it, no request', async () => {
    const user = userEvent.setup();
    const submits = countSubmits();
    const f = await openForm();
    await user.type(f.name, '王青');
    await user.type(f.id, WRONG_CHECK);
    await user.click(f.agree);
    await user.click(f.submit);
    expect(f.id.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(f.id.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe(ID_NUMBER_MESSAGES.checksum);
    expect(document.activeElement).toBe(f.id);
    expect(f.name.getAttribute('aria-invalid')).toBeNull();
    expect(submits.count).toBe(0);
    expect(demo.db.users.get(MEMBER_2.id)!.certification).toBe('none');
    // Fixing it clears the error as you type.
    await user.clear(f.id);
    await user.type(f.id, VALID);
    expect(f.id.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits a valid form and shows 审核中', async () => {
    const user = userEvent.setup();
    const f = await openForm();
    await user.type(f.name, '王青');
    await user.type(f.id, VALID.toLowerCase());
    await user.click(f.agree);
    await user.click(f.submit);
    expect(await screen.findByRole('heading', { level: 2, name: '认证资料审核中' }, SLOW)).toBeTruthy();
    expect(f.router.state.location.pathname).toBe('/certification');
    expect(demo.db.certifications.get(MEMBER_2.id)).toMatchObject({ real_name: '王青', id_number: VALID });
    expect(demo.db.users.get(MEMBER_2.id)!.certification).toBe('pending');
    expect(appStore.get(realnameDraftAtom)).toEqual(EMPTY_DRAFT);
  });

  it('keeps what was typed when the server refuses, with its message in place', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`*${endpoints.certification.submit.path}`, () =>
        HttpResponse.json({ code: 0, msg: '认证服务繁忙，请稍后再试', data: null }),
      ),
    );
    const f = await openForm();
    await user.type(f.name, '王青');
    await user.type(f.id, VALID);
    await user.click(f.agree);
    await user.click(f.submit);
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('认证服务繁忙，请稍后再试');
    expect((f.name as HTMLInputElement).value).toBe('王青');
    expect((f.id as HTMLInputElement).value).toBe(VALID);
    expect(f.agree.getAttribute('aria-checked')).toBe('true');
  });

  it('keeps the draft across a visit to the agreement', async () => {
    const user = userEvent.setup();
    const f = await openForm();
    await user.type(f.name, '王青');
    await user.type(f.id, '1101');
    await user.click(screen.getByRole('link', { name: '《实名认证服务协议》' }));
    await waitFor(() => expect(f.router.state.location.pathname).toBe('/identity_agreement'));
    expect(await screen.findByRole('heading', { level: 1, name: /实名认证服务协议/ }, SLOW)).toBeTruthy();
    await f.router.navigate(-1);
    const name = await screen.findByLabelText('真实姓名', {}, SLOW);
    expect((name as HTMLInputElement).value).toBe('王青');
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('1101');
  });

  it('shows no form once certified or while pending', async () => {
    await logIn(MEMBER_2);
    setState('pending');
    render('/certification/realname');
    expect(await screen.findByText('认证资料审核中', {}, SLOW)).toBeTruthy();
    expect(screen.queryByLabelText('身份证号')).toBeNull();
    expect(screen.getByRole('link', { name: '查看认证状态' })).toBeTruthy();
  });

  it('after a rejection shows the reason above the form', async () => {
    await logIn(MEMBER_2);
    setState('rejected');
    render('/certification/realname');
    expect(await screen.findByText('证件照片不清晰', {}, SLOW)).toBeTruthy();
    expect(screen.getByLabelText('身份证号')).toBeTruthy();
  });
});
