import { feedbackBody, SCREENSHOT_MAX_BYTES } from '@/lib/api/contracts/feedback';
import { submitFeedback } from '@/lib/server/feedback/submit';
import { handler } from '@/lib/server/http/handler';

// POST /common-api/v1/feedback – store feedback (JSON, or form data with an optional screenshot)
export const POST = handler(
  { auth: 'optional', body: feedbackBody, rateLimit: 'feedbackIp', multipart: { maxBytes: SCREENSHOT_MAX_BYTES + 64 * 1024 } },
  async (ctx) => submitFeedback({ body: ctx.body, screenshot: ctx.files.screenshot, user: ctx.user, locale: ctx.locale }),
);
