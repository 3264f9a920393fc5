// The shapes and ids the stand-in's Stripe objects share.
import { randomBytes } from 'node:crypto';

export type Obj = Record<string, unknown> & { id: string };
export type StandInEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Obj };
};

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
export const MONTH = 30 * 24 * 3600;
export const YEAR = 365 * 24 * 3600;
