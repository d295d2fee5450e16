/** Designers and the two demo members. */
import type { WorkType } from '@zaowu/shared';
import { genUrl } from '../../media/urls.ts';
import type { Rng } from '../prng.ts';
import type { Db, UserRow } from '../types.ts';
import { BIO_HEADS, BIO_TAILS, CITIES, DESIGNER_NAMES } from '../words.ts';
import { daysAgo, after } from './clock.ts';

/** The demo accounts (README: log in with 13800138000 / zaowu123). */
export const DEMO_MEMBERS = [
  { id: 1, mobile: '13800138000', password: 'zaowu123' },
  { id: 2, mobile: '13900139000', password: 'zaowu123' },
] as const;

export const MEMBER_1 = DEMO_MEMBERS[0].id;
export const MEMBER_2 = DEMO_MEMBERS[1].id;

const TYPES: readonly WorkType[] = ['model', 'art', 'animation', 'blog'];

function mobile(rng: Rng, taken: Set<string>): string {
  for (;;) {
    const m = `1${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
    if (!taken.has(m)) {
      taken.add(m);
      return m;
    }
  }
}

export function seedPeople(db: Db, rng: Rng): void {
  const members: UserRow[] = [
    {
      id: MEMBER_1,
      mobile: DEMO_MEMBERS[0].mobile,
      password: DEMO_MEMBERS[0].password,
      nickname: '造物小林',
      avatar: genUrl('avatar', 1001),
      bio: '独立 3D 设计师，喜欢做东方风格的小物件，也画一点插画。商务合作请私信。',
      gender: 1,
      city: '杭州',
      balance: 128_650,
      certification: 'verified',
      specialties: ['model', 'art'],
      cover: genUrl('banner', 1001),
      followers_base: 320,
      created_at: '2024-03-18T20:41:09+08:00',
      updated_at: '2026-10-30T22:15:40+08:00',
    },
    {
      id: MEMBER_2,
      mobile: DEMO_MEMBERS[1].mobile,
      password: DEMO_MEMBERS[1].password,
      nickname: '阿青Q',
      avatar: genUrl('avatar', 1002),
      bio: '插画师 / 动画爱好者，最近在学 Blender。',
      gender: 2,
      city: '上海',
      balance: 8_800,
      certification: 'none',
      specialties: ['art', 'animation'],
      cover: genUrl('banner', 1002),
      followers_base: 56,
      created_at: '2025-07-02T09:12:33+08:00',
      updated_at: '2026-10-21T18:03:11+08:00',
    },
  ];
  const taken = new Set<string>(members.map((m) => m.mobile));
  for (const m of members) db.users.set(m.id, m);
  // Member 1 is certified: the details behind it (the ID number is valid, a made-up one).
  db.certifications.set(MEMBER_1, {
    user_id: MEMBER_1,
    real_name: '林小雨',
    id_number: '330106199203154415',
    submitted_at: '2024-03-20T10:02:11+08:00',
    reviewed_at: '2024-03-21T09:30:00+08:00',
    reason: null,
  });
  db.lastId.users = members.length;

  // Designers joined over the last four years; ids follow the join order.
  const drafts = DESIGNER_NAMES.map((nickname) => {
    const specialties = rng.sample(TYPES, rng.chance(0.4) ? 2 : 1);
    const created_at = daysAgo(rng, 1500, 200);
    const n = rng.int(1, 999_999);
    return {
      nickname,
      specialties,
      created_at,
      updated_at: after(rng, created_at, 200),
      mobile: mobile(rng, taken),
      password: `zw${rng.int(100_000, 999_999)}`,
      avatar: genUrl('avatar', n),
      cover: genUrl('banner', n),
      bio: rng.pick(BIO_HEADS[specialties[0]!]) + rng.pick(BIO_TAILS),
      gender: rng.pick([0, 1, 2] as const),
      city: rng.pick(CITIES),
      balance: rng.int(0, 5_000_000),
      certification: rng.chance(0.65) ? ('verified' as const) : rng.pick(['none', 'pending'] as const),
      followers_base: Math.floor(Math.exp(rng.next() * 9.5)) + 20,
    };
  }).sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  for (const d of drafts) {
    const id = ++db.lastId.users;
    db.users.set(id, { id, ...d });
  }
}

export function designerIds(db: Db): number[] {
  return [...db.users.keys()].filter((id) => id !== MEMBER_1 && id !== MEMBER_2);
}
