/**
 * The stars of a review (reviews.ts has the rest of the rules): what each number says. On its own,
 * without zod, so a page that only shows reviews does not load the schemas of the review form.
 */
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;

/** What each number of stars says, for the star picker's names and the list. */
export const STAR_LABELS: Record<number, string> = {
  1: '很差',
  2: '较差',
  3: '一般',
  4: '满意',
  5: '非常满意',
};
