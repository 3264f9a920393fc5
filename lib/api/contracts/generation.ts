import { z } from 'zod';
import { nickname } from './gallery';
import { lineText, paragraphText } from './text';

// Generation service: jobs, batches and My creations. Uploads are multipart/form-data:
// the text fields below plus the image files; numbers and booleans arrive as form strings.

export const PHOTO_STYLES = ['coloring-page', 'line-art', 'line-drawing'] as const;
export const COLORIZE_PALETTES = ['pastel', 'vivid', 'natural', 'from-reference-photo'] as const;
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
/** The generative tools: text to coloring page, AI coloring page generator, name pages. */
export const GENERATIVE_TOOLS = ['text', 'ai', 'name'] as const;
/** Filters of My creations: the three photo styles, colorize and the generative tools. */
export const CREATION_TOOLS = [...PHOTO_STYLES, 'colorize', ...GENERATIVE_TOOLS] as const;
/** Same lists as lib/studio (STUDIO_STYLES, NAME_THEMES), repeated so browsers never load the studio's index. */
export const TEXT_STYLES = ['kids', 'teens', 'adults', 'mandala', 'pattern'] as const;
export const AI_STYLES = ['scene', 'mandala', 'pattern'] as const;
export const AUDIENCES = ['kids', 'teens', 'adults'] as const;
export const NAME_THEMES = ['animals', 'space', 'flowers', 'sports', 'unicorns', 'dinosaurs', 'sea', 'stars'] as const;
export const MAX_VARIATIONS = 4;
export const DOWNLOAD_FORMATS = ['png', 'svg', 'pdf'] as const;

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on']).transform((v) => v !== 'false' && v !== '0')]);
const formNumber = (min: number, max: number) => z.coerce.number().min(min).max(max);

/** The engine's controls; omitted ones take the engine's defaults, paper follows the language. */
export const photoOptions = z.object({
  style: z.enum(PHOTO_STYLES).default('coloring-page'),
  detail: z.enum(['low', 'medium', 'high']).optional(),
  line_mm: formNumber(0.4, 1.5).optional(),
  min_region_mm2: formNumber(1, 100).optional(),
  gap_mm: formNumber(0, 3).optional(),
  remove_background: formBoolean.optional(),
  invert: formBoolean.optional(),
  paper: z.enum(['a4', 'letter']).optional(),
  orientation: z.enum(['auto', 'portrait', 'landscape']).optional(),
});

// Prompts are checked for length, script and safety by the service (translated 422s), so the
// contract only bounds what is read; seeds make a page reproducible ("another version" = new seed).
const pageLayout = { paper: z.enum(['a4', 'letter']).optional(), orientation: z.enum(['portrait', 'landscape']).default('portrait') };
const seed = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const promptText = paragraphText({ max: 10_000 });

/** POST /common-api/v1/generation/jobs — `type` picks the tool; files: `image` (photo or drawing), `reference` (colorize). JSON works for text, ai and name. */
export const createJobBody = z.discriminatedUnion('type', [
  photoOptions.extend({ type: z.literal('photo') }),
  z.object({ type: z.literal('text'), prompt: promptText, style: z.enum(TEXT_STYLES).default('kids'), seed, ...pageLayout }),
  z.object({
    type: z.literal('ai'),
    prompt: promptText,
    style: z.enum(AI_STYLES).default('scene'),
    audience: z.enum(AUDIENCES).default('kids'),
    /** One job (and one prompt charged) per variation; all or nothing. */
    variations: z.coerce.number().int().min(1).max(MAX_VARIATIONS).default(1),
    seed,
    ...pageLayout,
  }),
  z.object({ type: z.literal('name'), name: lineText({ max: 1_000 }), theme: z.enum(NAME_THEMES).default('animals'), seed, ...pageLayout }),
  z.object({
    type: z.literal('colorize'),
    palette: z.enum(COLORIZE_PALETTES).default('pastel'),
    /** The palette's shuffle (0: the plain order); the on-device preview showed the same one. */
    seed,
    /** Colorize one of your creations instead of an uploaded drawing. */
    creation_id: z.uuid().optional(),
    /** JSON object: region label → "#rrggbb", the user's re-colouring before saving. */
    colors: z
      .string()
      .max(200_000)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        try {
          return z.record(z.string().regex(/^\d+$/), z.string().regex(/^#[0-9a-fA-F]{6}$/)).parse(JSON.parse(v));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'colors must be a JSON object of region → #rrggbb' });
          return z.NEVER;
        }
      }),
    paper: z.enum(['a4', 'letter']).optional(),
  }),
]);

export const colorabilityReport = z.object({
  pureBlackWhiteShare: z.number(),
  inkCoverage: z.number(),
  closedRegions: z.number(),
  smallestRegionMm2: z.number(),
  openLineEnds: z.number(),
  medianLineWidthMm: z.number(),
  lineWidthVariation: z.number(),
  specks: z.number(),
  regionsBelowMinimum: z.number(),
  /** Share (0–1) of the photo's salient edges the page keeps, when the engine measured it. */
  likeness: z.number().min(0).max(1).optional(),
});

export const jobData = z.object({
  id: z.uuid(),
  type: z.string(),
  tool: z.string(),
  status: z.enum(JOB_STATES),
  progress: z.number().int().min(0).max(100),
  /** An earlier attempt was cut short (its worker stopped or died) and the job is being tried again. */
  retrying: z.boolean(),
  /** Translatable reason when failed: messages generation.errors.<code>. */
  error_code: z.string().nullable(),
  /** Localized sentence for error_code. */
  error_message: z.string().nullable(),
  creation_id: z.uuid().nullable(),
  batch_id: z.uuid().nullable(),
  /** Which allowance paid: slow (free daily), priority (bought), or null for a visitor's try. */
  bucket: z.enum(['slow', 'priority']).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

/** The answer of POST jobs: the job, and for a visitor that the free try is now used. */
export const createJobData = jobData.extend({
  onetime_user: z.boolean(),
  /** Text and AI jobs: the words the studio understood ("we understood: cat, ball"). */
  understood: z.array(z.string()).optional(),
  /** The seed of this page; the next one gives another version. */
  seed: z.number().optional(),
  /** AI generator: every variation's job (the first is this one). */
  jobs: z.array(jobData).optional(),
});

/** Where a creation's thumbnail is served (the one place its URL is written). */
export const creationThumbnailPath = (id: string) => `/self-api/v1/creations/${id}/thumbnail`;

export const creationData = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  tool: z.string(),
  width: z.number(),
  height: z.number(),
  paper: z.enum(['a4', 'letter']),
  formats: z.array(z.enum(DOWNLOAD_FORMATS)),
  report: colorabilityReport.nullable(),
  options: z.record(z.string(), z.unknown()),
  published: z.boolean(),
  title: z.string().nullable(),
  tags: z.array(z.string()),
  created_at: z.string(),
  /** Relative URLs of the files (owner only). */
  downloads: z.record(z.string(), z.string()),
  /** Relative URL of a small WebP of the page, for lists (owner only). */
  thumbnail: z.string(),
});

export const listCreationsQuery = z.object({
  tool: z.enum(CREATION_TOOLS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
});
export const creationsPage = z.object({ items: z.array(creationData), page: z.number(), page_size: z.number(), total: z.number() });

export const downloadQuery = z.object({ format: z.enum(DOWNLOAD_FORMATS).default('png') });

/** PUT /self-api/v1/creations/{id}/publish — opt in to (or out of) the gallery. */
export const publishBody = z.object({
  published: z.boolean(),
  title: lineText({ min: 1, max: 120 }).optional(),
  tags: z
    .array(lineText({ min: 1, max: 40 }).toLowerCase())
    .max(12)
    .default([]),
  nickname: nickname.optional(),
});

/** PATCH /self-api/v1/creations/{id} — rename a creation (its name in My creations and its default gallery title). */
export const renameCreationBody = z.object({ title: z.string().trim().min(1).max(120) });

/** One coloring book in My creations: its ZIP and PDF stay downloadable after the batch page is left. */
export const batchSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  total: z.number(),
  ready: z.boolean(),
  /** True when the ZIP and book could not be put together (retries spent); the pages stay in My creations. */
  failed: z.boolean(),
  downloads: z.object({ zip: z.string(), pdf: z.string() }).nullable(),
  created_at: z.string(),
});
export const batchList = z.object({ items: z.array(batchSummary) });

/** POST /common-api/v1/generation/batches — files: any number of image fields (1…50), one options set. */
export const createBatchBody = photoOptions.extend({ title: lineText({ min: 1, max: 120 }).default('My coloring book') });

export const batchData = z.object({
  id: z.uuid(),
  title: z.string(),
  total: z.number(),
  counts: z.object({ queued: z.number(), running: z.number(), done: z.number(), failed: z.number() }),
  /** Mean progress of the pages, 0–100. */
  progress: z.number(),
  /** True once every page finished and the ZIP and PDF book are ready. */
  ready: z.boolean(),
  /** True when the ZIP and book could not be put together (retries spent); the pages stay in My creations. */
  failed: z.boolean(),
  jobs: z.array(jobData),
  downloads: z.object({ zip: z.string(), pdf: z.string() }).nullable(),
  created_at: z.string(),
});

/** The answer of POST /common-api/v1/generation/batches: the batch and its pages, queued. */
export const createdBatchData = z.object({ id: z.uuid(), jobs: z.array(jobData) });

export type CreateJobBody = z.infer<typeof createJobBody>;
export type PhotoOptions = z.infer<typeof photoOptions>;
export type JobData = z.infer<typeof jobData>;
export type CreateJobData = z.infer<typeof createJobData>;
export type CreationData = z.infer<typeof creationData>;
export type PageReport = z.infer<typeof colorabilityReport>;
export type CreationsPage = z.infer<typeof creationsPage>;
export type PublishBody = z.infer<typeof publishBody>;
export type CreateBatchBody = z.infer<typeof createBatchBody>;
export type BatchData = z.infer<typeof batchData>;
export type BatchSummary = z.infer<typeof batchSummary>;
export type RenameCreationBody = z.infer<typeof renameCreationBody>;
