import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

// Tables of the generation service. The queue itself lives in pg-boss's own schema;
// these rows are the truth the API reads, pg-boss only delivers "work on job X".
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey(),
    /** Null for a visitor's one free try; then `visitorHash` owns it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    /** photo | colorize | batch-page; the studio adds text | ai | name. */
    type: text('type').notNull(),
    /** The tool the user sees (coloring-page, line-art, line-drawing, colorize …), for filters. */
    tool: text('tool').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Which allowance paid: slow (free daily) or priority (bought); null for a visitor's try. */
    bucket: text('bucket').$type<'slow' | 'priority'>(),
    options: jsonb('options').notNull(),
    /** Storage keys of the uploads this job reads (source photo, reference photo). */
    inputs: jsonb('inputs').$type<Record<string, string>>().notNull(),
    batchId: uuid('batch_id'),
    /**
     * The job's place in the request that made it (the batch's photo order, the generator's image
     * order). The jobs of one request share one transaction and so one created_at: without this the
     * book's pages came in random order.
     */
    position: integer('position').notNull().default(0),
    /** Attempts started, counted by the worker; bounds retries even when pg-boss is not the one failing. */
    attempts: integer('attempts').notNull().default(0),
    /** Translatable reason (messages generation.errors.<code>) when failed. */
    errorCode: text('error_code'),
    creationId: uuid('creation_id'),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Renewed by the worker while it runs the job; a running job whose heartbeat stops is retried. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generation_jobs_user_idx').on(t.userId, t.createdAt),
    index('generation_jobs_batch_idx').on(t.batchId),
    index('generation_jobs_open_idx')
      .on(t.status)
      .where(sql`status in ('queued', 'running')`),
  ],
);

export const creations = pgTable(
  'creations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    jobId: uuid('job_id').notNull().unique(),
    tool: text('tool').notNull(),
    /** Storage keys by format: png, svg, pdf (and thumb). */
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    report: jsonb('report'),
    options: jsonb('options').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    paper: text('paper').notNull(),
    /** Gallery opt-in (the gallery itself comes later). */
    published: boolean('published').notNull().default(false),
    title: text('title'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('creations_user_idx').on(t.userId, t.tool, t.createdAt)],
);

export const generationBatches = pgTable('generation_batches', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  total: integer('total').notNull(),
  /** Storage keys of the ZIP and the PDF book once every page has finished. */
  zipKey: text('zip_key'),
  pdfKey: text('pdf_key'),
  assembledAt: timestamp('assembled_at', { withTimezone: true }),
  /** Set when putting the ZIP and book together failed for good (its last retry): the pages stay in My creations. */
  assemblyFailedAt: timestamp('assembly_failed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Prompt balances: one row per user, changed only by conditional updates (no lost or double charges). */
export const quotaBalances = pgTable('quota_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** UTC day (YYYY-MM-DD) that `slowUsed` counts; another day means the allowance is full again. */
  slowDay: text('slow_day').notNull(),
  slowUsed: integer('slow_used').notNull().default(0),
  priorityBalance: integer('priority_balance').notNull().default(0),
  /** The part of `priorityBalance` that came with the subscription: spent first, lapses at renewal. */
  subscriptionBalance: integer('subscription_balance').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per charge, refund, grant, take-back or lapse; a job has at most one charge and one refund,
 * and a payment event (checkout session, invoice, refund, dispute) at most one row per `key`. The
 * priority balance is the sum of the priority rows, its subscription part the sum of the rows whose
 * pool is `subscription`.
 */
export const quotaLedger = pgTable(
  'quota_ledger',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    kind: text('kind').$type<'charge' | 'refund' | 'grant' | 'takeback' | 'lapse'>().notNull(),
    bucket: text('bucket').$type<'slow' | 'priority'>().notNull(),
    /** Which priority credits moved: the subscription's or a pack's; null for the free allowance. */
    pool: text('pool').$type<'subscription' | 'pack'>(),
    /** The payment event this row answers, unique: `checkout:cs_…`, `invoice:in_…`, `refund:…`, `dispute:dp_…`. */
    key: text('key'),
    /** The order it belongs to (checkout session or invoice id), for refunds. */
    orderId: text('order_id'),
    /** Prompts added to the balance: -1 for a charge, +1 for a refund, +n for a grant. */
    amount: integer('amount').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('quota_ledger_job_kind_idx')
      .on(t.jobId, t.kind)
      .where(sql`job_id is not null`),
    uniqueIndex('quota_ledger_key_idx').on(t.key),
    index('quota_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A visitor's one try per tool, keyed by a salted hash of the IP (the address itself is never stored). */
export const visitorTrials = pgTable(
  'visitor_trials',
  {
    ipHash: text('ip_hash').notNull(),
    tool: text('tool').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ipHash, t.tool] })],
);

export type GenerationJob = typeof generationJobs.$inferSelect;
export type Creation = typeof creations.$inferSelect;
export type GenerationBatch = typeof generationBatches.$inferSelect;
