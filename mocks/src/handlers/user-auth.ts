/** Log in and out, password reset, profile, third-party login URL, login check, account overview. */
import { yuanOf, type AccountOverview, type LoginRes } from '@zaowu/shared';
import { AUTH_MSGS, loginInputSchema, resetPasswordInputSchema } from '@zaowu/shared/auth-input';
import { PROFILE_MSGS, profileInputSchema } from '@zaowu/shared/profile-input';
import { requestSchemas } from '@zaowu/shared/requests';
import { consumeSmsCode, findByMobile, issueToken, registerByMobile, revokeSessions } from '../store/auth.ts';
import { claimUpload, releaseUploads } from '../store/blobs.ts';
import {
  forgetPasswordFailures,
  passwordAttempt,
  provedOwner,
  type LockScope,
} from '../store/login-throttle.ts';
import { iso } from '../store/time.ts';
import { followerCount, userInfo } from '../store/views/people.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const AUTH_HOSTS = {
  wechat: (redirect: string, state: string) =>
    `https://open.weixin.qq.com/connect/qrconnect?appid=wx8d3c5a1f2b4e6a70&redirect_uri=${encodeURIComponent(redirect)}&response_type=code&scope=snsapi_login&state=${state}#wechat_redirect`,
  qq: (redirect: string, state: string) =>
    `https://graph.qq.com/oauth2.0/authorize?response_type=code&client_id=102045678&redirect_uri=${encodeURIComponent(redirect)}&state=${state}`,
  weibo: (redirect: string, state: string) =>
    `https://api.weibo.com/oauth2/authorize?client_id=3456789012&response_type=code&redirect_uri=${encodeURIComponent(redirect)}&state=${state}`,
} as const;

/** A refused password login says how long, and the two ways that need no password. */
const WAYS_BACK = '或使用验证码登录、找回密码';
const LOCKED_MSGS: Record<LockScope, (minutes: number) => string> = {
  pair: (m) => `密码错误次数过多，请 ${m} 分钟后再试，${WAYS_BACK}`,
  client: (m) => `当前网络密码错误次数过多，请 ${m} 分钟后再试，${WAYS_BACK}`,
  account: (m) => `该账号密码错误次数过多，为保护账号安全，请 ${m} 分钟后再试，${WAYS_BACK}`,
};

function loginRefusal(verdict: ReturnType<typeof passwordAttempt>): string {
  switch (verdict.kind) {
    case 'wrong':
      return `密码错误，还可尝试 ${verdict.left} 次`;
    case 'locked':
      return LOCKED_MSGS[verdict.scope](verdict.minutes);
    default:
      return '该手机号未注册或未设置密码，请使用验证码登录';
  }
}

export const userAuthRoutes = {
  login: route(
    loginInputSchema,
    ({ account, password: pwd, code }, { db, clock, client }): LoginRes => {
      let user = findByMobile(db, account);
      if (pwd) {
        // A number without a password still counts against the client: no free probing of numbers.
        const holder = user?.password ? user : null;
        const verdict = passwordAttempt(db, clock, client, holder, holder?.password === pwd);
        if (verdict.kind !== 'ok' || !holder) reject(loginRefusal(verdict));
        user = holder;
      } else if (code) {
        if (!consumeSmsCode(db, clock, account, 'login', code)) reject('验证码错误或已过期');
        user ??= registerByMobile(db, clock, account);
        provedOwner(db, clock, user.id, client);
      } else {
        reject(AUTH_MSGS.passwordOrCode);
      }
      return { token: issueToken(db, clock, user.id), userinfo: userInfo(user) };
    },
    '登录成功',
  ),

  logout: route(
    requestSchemas['user.logout'],
    (_input, { db, session }) => {
      if (session) db.sessions.delete(session.token);
      return null;
    },
    '已退出登录',
  ),

  resetpwd: route(
    resetPasswordInputSchema,
    (input, { db, clock }) => {
      const user = findByMobile(db, input.mobile);
      if (!user) reject('该手机号未注册');
      if (!consumeSmsCode(db, clock, input.mobile, 'resetpwd', input.code)) reject('验证码错误或已过期');
      user.password = input.password;
      // Whoever proved the number owns the account: the counts of guesses at the old password end.
      forgetPasswordFailures(db, user.id);
      user.updated_at = iso(clock.now());
      // A new password signs out every device.
      revokeSessions(db, user.id);
      return null;
    },
    '密码已重置，请重新登录',
  ),

  profile: route(
    profileInputSchema,
    async (input, call) => {
      const { db, clock, me } = call;
      const before = [me.avatar];
      if (input.avatar !== undefined) {
        // An uploaded avatar is the member's own upload, public from now on.
        const avatar = claimUpload(db, me.id, input.avatar, 'public');
        if (avatar === null) reject(PROFILE_MSGS.avatarMissing);
        input.avatar = avatar;
      }
      if (input.nickname !== undefined && input.nickname !== me.nickname) {
        const taken = [...db.users.values()].some((u) => u.id !== me.id && u.nickname === input.nickname);
        if (taken) reject(PROFILE_MSGS.nicknameTaken);
      }
      for (const [key, value] of Object.entries(input))
        if (value !== undefined) Object.assign(me, { [key]: value });
      me.updated_at = iso(clock.now());
      await releaseUploads(call, before);
      return userInfo(me);
    },
    '资料已保存',
  ),

  getAuthUrl: route(requestSchemas['user.getAuthUrl'], ({ platform, redirect }, { origin }) => {
    let target: URL;
    try {
      target = new URL(redirect ?? '/login/bindAccount', origin);
    } catch {
      reject('回调地址不正确');
    }
    if (target.origin !== origin) reject('回调地址必须是本站地址');
    const state = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    return { url: AUTH_HOSTS[platform](target.href, state) };
  }),

  index: route(requestSchemas['user.index'], (_input, { db, me }): AccountOverview => {
    const works = [...db.works.values()].filter((w) => w.author_id === me.id);
    // Earnings only (sales, rewards): recharges and refunds are the member's own money, not income.
    const income = [...db.income.values()].filter((r) => r.user_id === me.id);
    return {
      userinfo: userInfo(me),
      stats: {
        works: works.length,
        followers: followerCount(db, me),
        following: db.follows.filter((f) => f.follower_id === me.id).length,
        likes: works.reduce((n, w) => n + w.likes, 0),
        views: works.reduce((n, w) => n + w.views, 0),
        income_total: yuanOf(income.reduce((n, r) => n + r.amount, 0)),
      },
    };
  }),

  checkLogin: route(requestSchemas['user.checkLogin'], (_input, { user }) => ({ isLogin: user !== null })),
} satisfies Partial<ModuleRoutes<'user'>>;
