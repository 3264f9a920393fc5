import 'server-only';
import { randomInt } from 'node:crypto';
import type { CreateJobBody } from '@/lib/api/contracts/generation';
import { ErrorCode } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/locales';
import { configuredProvider } from '@/lib/server/providers';
import { paperForLocale } from '@/lib/paper';
import { localizedError } from '@/lib/server/errors';
import { checkText } from '@/lib/server/safety/kid-safe-filter';
import { understandPrompt } from '@/lib/studio/keywords/understand-prompt';
import { StudioError } from '@/lib/studio/errors';
import { cleanName } from '@/lib/studio/name/shape-name';
import type { NewJob } from '../jobs';

type GenerativeBody = Extract<CreateJobBody, { type: 'text' | 'ai' | 'name' }>;
export type GenerativeJobs = { jobs: NewJob[]; understood?: string[]; seed: number };

/** Studio refusals (empty, too long, unsupported script, emoji-only name…) as translated 422s. */
function studioRefusal(error: unknown, field: string): never {
  if (error instanceof StudioError) {
    throw localizedError(ErrorCode.unprocessable, {
      messageKey: `studio.errors.${error.code}`,
      values: error.detail ?? {},
      data: { input: field, reason: error.code },
    });
  }
  throw error;
}

/** The kid-safe filter: a refused prompt says why and nothing is charged (the job is never recorded). */
function refuseUnsafe(text: string, field: string): void {
  const verdict = checkText(text);
  if (!verdict.ok) {
    throw localizedError(ErrorCode.unprocessable, {
      messageKey: `generators.refused.${verdict.category}`,
      data: { field, input: field, reason: 'prompt_refused', category: verdict.category },
    });
  }
}

/** The motifs the studio will draw, or a 422 with words it knows when it can draw nothing. */
function understand(prompt: string, locale: Locale): string[] {
  let understood;
  try {
    understood = understandPrompt(prompt, locale);
  } catch (error) {
    studioRefusal(error, 'prompt');
  }
  refuseUnsafe(prompt, 'prompt');
  if (understood.kind === 'nothing_to_draw') {
    throw localizedError(ErrorCode.unprocessable, {
      messageKey: 'studio.nothingToDraw',
      values: { words: understood.suggestions.join(', ') },
      data: { input: 'prompt', reason: 'nothing_to_draw', suggestions: understood.suggestions },
    });
  }
  // Each word once: "family" is three figures, "a girl and a boy" two children, one word each for the reader.
  return [...new Set([...understood.motifs.map((m) => m.word), ...(understood.place ? [understood.place.word] : [])])];
}

/**
 * Checks a text, AI-generator or name request in the request itself (fast, no queue): bad input and
 * unsafe prompts are refused before anything is charged. The AI generator makes one job per variation.
 */
export function generativeJobs(body: GenerativeBody, locale: Locale, visitor: boolean): GenerativeJobs {
  const seed = body.seed ?? randomInt(0, 2_147_483_647);
  const layout = { paper: body.paper ?? paperForLocale(locale), orientation: body.orientation, locale };
  if (body.type === 'text') {
    const understood = understand(body.prompt, locale);
    return {
      understood,
      seed,
      jobs: [{ type: 'text', tool: 'text', options: { prompt: body.prompt.trim(), style: body.style, seed, ...layout }, uploads: {} }],
    };
  }
  if (body.type === 'name') {
    let name: string;
    try {
      name = cleanName(body.name);
    } catch (error) {
      studioRefusal(error, 'name');
    }
    refuseUnsafe(name, 'name');
    return { seed, jobs: [{ type: 'name', tool: 'name', options: { name, theme: body.theme, seed, ...layout }, uploads: {} }] };
  }
  const provider = configuredProvider()?.name ?? 'studio';
  let understood: string[] | undefined;
  if (provider === 'studio') {
    understood = understand(body.prompt, locale);
  } else {
    // A model reads any language; the studio's checks still bound length and script.
    try {
      understandPrompt(body.prompt, locale);
    } catch (error) {
      studioRefusal(error, 'prompt');
    }
    refuseUnsafe(body.prompt, 'prompt');
  }
  // A visitor's one free try is one page.
  const count = visitor ? 1 : body.variations;
  const jobs: NewJob[] = Array.from({ length: count }, (_, i) => ({
    type: 'ai',
    tool: 'ai',
    options: {
      prompt: body.prompt.trim(),
      style: body.style,
      audience: body.audience,
      seed: (seed + i) % 2_147_483_647,
      variation: i + 1,
      provider,
      ...layout,
    },
    uploads: {},
  }));
  return { understood, seed, jobs };
}
