/** Builds the whole seeded store. Each part draws from its own forked generator. */
import { emptyDb } from '../db.ts';
import { createRng } from '../prng.ts';
import type { Db } from '../types.ts';
import { seedComments } from './comments.ts';
import { seedCommerce } from './commerce.ts';
import { seedCommunity } from './community.ts';
import { seedDiscovery } from './discovery.ts';
import { seedDisk } from './disk.ts';
import { linkTopicNotices, seedNotices } from './notices.ts';
import { seedPeople } from './people.ts';
import { seedReviews } from './reviews.ts';
import { seedShops } from './shops.ts';
import { seedSocial } from './social.ts';
import { seedWorks } from './works.ts';

export const DEFAULT_SEED = 20261101;

export function seedDb(seed: number = DEFAULT_SEED): Db {
  const db = emptyDb(seed);
  const rng = createRng(seed);
  seedPeople(db, rng.fork('people'));
  seedWorks(db, rng.fork('works'));
  seedShops(db, rng.fork('shops'));
  seedCommerce(db, rng.fork('commerce'));
  seedSocial(db, rng.fork('social'));
  seedNotices(db, rng.fork('notices'));
  seedDisk(db, rng.fork('disk'));
  seedCommunity(db, rng.fork('community'));
  // The topic-reply notices link to their topic, which exists only now.
  linkTopicNotices(db);
  seedDiscovery(db, rng.fork('discovery'));
  // Last, so the rest of the seed is as it was; the 评论/回复 notices then link to their comments.
  seedComments(db, rng.fork('comments'));
  // After everything it stands on (shops, works, orders); last, so nothing before it changes.
  seedReviews(db, rng.fork('reviews'));
  return db;
}

export { DEMO_MEMBERS, MEMBER_1, MEMBER_2 } from './people.ts';
export { HOSTILE_BLOG_TITLE } from './blog.ts';
export { HOSTILE_TOPIC_TITLE } from './community.ts';
