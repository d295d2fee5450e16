/** The answer about feedback (beside feedback-input.ts). */
import * as z from './zod.ts';
import { time } from './answer-fields.ts';

export const feedback = z.strictObject({
  id: z.number().int(),
  type: z.enum(['bug', 'suggestion', 'content', 'other']),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  reply: z.string().nullable(),
  created_at: time,
});
