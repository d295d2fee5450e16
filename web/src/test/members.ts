/**
 * The members web tests act as, and how a test becomes one (the token in storage, as the login dialog
 * leaves it). The two demo members are the seed's (mocks/src/store/seed/people.ts); a test that changes a
 * member's own data without asserting on a seeded one can make a fresh member instead (`asNewMember`).
 */
import { DEMO_MEMBERS } from '@zaowu/mocks';
import { demoEndpoints, endpoints, type TestMember } from '@zaowu/shared';
import { call } from '../lib/api-client.ts';
import { tokenStore } from '../lib/storage.ts';
import { demo } from './demo-server.ts';

/** A demo member of the seed: its id and how it logs in. */
type DemoMember = (typeof DEMO_MEMBERS)[number];

/** Member 1 (13800138000, 造物小林): certified, with a shop; the seed leaves their guided tour unfinished. */
export const MEMBER_1: DemoMember = DEMO_MEMBERS[0];
/** Member 2 (13900139000, 阿青Q): not certified; the seed has their guided tour finished. */
export const MEMBER_2: DemoMember = DEMO_MEMBERS[1];

/** A logged-in member: their session, number and id. */
type Member = TestMember & { id: number };

interface LogInOptions {
  /** Leaves the member's guided tour as the store has it, for the tour's own tests. */
  keepTour?: boolean;
}

function signedIn(session: TestMember, { keepTour = false }: LogInOptions): Member {
  tokenStore.set(session.token);
  const { id } = session.userinfo;
  // The guided tour would open over the page for a member who has not finished it.
  if (!keepTour) demo.db.guides.set(id, { finished: true, skipped: false });
  return { ...session, id };
}

/** Logs a demo member in (member 2 unless told) through the API, and keeps the token as the app does. */
export async function logIn(member: DemoMember = MEMBER_2, options: LogInOptions = {}): Promise<Member> {
  const session = await call(endpoints.user.login, { account: member.mobile, password: member.password });
  return signedIn({ ...session, mobile: member.mobile }, options);
}

/**
 * A new member of this test's own (a 199… number the seed never uses) through the demo upstream, logged
 * in: with no password unless given, as after an SMS sign-up; `shop` gives them an empty shop.
 */
export async function asNewMember(
  input: { password?: string; pay_password?: string; shop?: boolean } = {},
  options: LogInOptions = {},
): Promise<Member> {
  return signedIn(await call(demoEndpoints.member, input), options);
}
