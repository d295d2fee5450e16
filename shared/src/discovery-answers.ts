/** Answers of the home page and search. */
import * as z from './zod.ts';
import { sitePath, workType } from './answer-fields.ts';
import { tag, workSummary } from './works-answers.ts';
import { designer } from './designer-answers.ts';
import { shop } from './order-answers.ts';

export const searchResult = z.strictObject({
  works: z.array(workSummary),
  designers: z.array(designer),
  shops: z.array(shop),
});
export const homeBanner = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  subtitle: z.string(),
  image: sitePath,
  /** A same-origin path. */
  link: sitePath,
});
const perType = <T extends z.ZodType>(item: T) => z.record(workType, z.array(item));
export const homeData = z.strictObject({
  banners: z.array(homeBanner).min(1),
  latest: perType(workSummary),
  hot: perType(workSummary),
  designers: z.array(designer),
  shops: z.array(shop),
  tags: z.array(tag),
});
