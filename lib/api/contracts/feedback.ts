import { z } from 'zod';
import { paragraphText } from './text';

// POST /common-api/v1/feedback: JSON, or multipart/form-data with the same text fields plus `screenshot`.
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'billing', 'other'] as const;
/** Screenshot limit; the type is checked from the bytes (PNG, JPEG, WebP). */
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

export const feedbackBody = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  message: paragraphText({ min: 1, max: 5000 }),
  email: z.union([z.email().max(254), z.literal('')]).nullish(),
});
export const feedbackData = z.object({ id: z.string() });

export type FeedbackBody = z.infer<typeof feedbackBody>;
export type FeedbackData = z.infer<typeof feedbackData>;
