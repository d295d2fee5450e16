/** Answers about designers and following them (beside follow.ts). */
import * as z from './zod.ts';
import { time, count, workType } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';
import { workSummary } from './works-answers.ts';
import { blockState } from './message-answers.ts';

export const designer = userBrief.extend({
  bio: z.string(),
  city: z.string(),
  /** The kinds of work this designer is known for. */
  specialties: z.array(workType),
  works_count: count,
  followers: count,
  likes: count,
  cover: z.string(),
  created_at: time,
  updated_at: time,
});
export const designerDetail = designer.extend({
  works_by_type: z.record(workType, count),
  recent_works: z.array(workSummary),
});
/** Someone the member follows, with enough to fill a card on /follow. */
export const followEntry = userBrief.extend({
  bio: z.string(),
  followed_at: time,
  /** Works they have published. */
  works_count: count,
  followers: count,
  /** Up to 4 of their works, newest first. */
  latest_works: z.array(workSummary).max(4),
});
export const followResult = z.strictObject({ following: z.boolean(), followers: count });
/**
 * The member's relation to a person (user.relation): whether they follow, and 拉黑 either way, which
 * rules following out (blocking removes follows both ways; user.follow refuses while it lasts).
 */
export const followState = z.strictObject({ following: z.boolean(), ...blockState.shape });
