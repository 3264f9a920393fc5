import 'server-only';
import type { z } from 'zod';
import { hasControlCharacters } from '@/lib/text/unicode';
import type { Translate } from '@/lib/server/i18n/translate';

function label(t: Translate, field: string): string {
  const key = `validation.fields.${field}`;
  const text = t(key);
  return text === key || text.endsWith(key) ? field : text;
}

/** One translated sentence for a zod issue, naming the field in the reader's language. */
export function issueMessage(t: Translate, issue: z.core.$ZodIssue, input: unknown): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
  const name = label(t, field);
  switch (issue.code) {
    case 'invalid_type': {
      const value = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), input);
      if (field === 'body') return t('validation.bodyNotObject');
      return value === undefined || value === null ? t('validation.required', { field: name }) : t('validation.invalidType', { field: name });
    }
    case 'too_small':
      return t('validation.tooShort', { field: name, min: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { field: name, max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.invalidEmail', { field: name }) : t('validation.invalid', { field: name });
    case 'invalid_value':
      return t('validation.invalidOption', { field: name });
    case 'unrecognized_keys':
      return t('validation.unknownField', { field: issue.keys.join(', ') });
    case 'custom': {
      const key = (issue.params as { messageKey?: string } | undefined)?.messageKey;
      return key ? t(`validation.${key}`, { field: name }) : t('validation.invalid', { field: name });
    }
    default:
      return t('validation.invalid', { field: name });
  }
}

/** { message, data } for a failed parse: the first problem as the message, every field in data. */
export function describeIssues(t: Translate, error: z.ZodError, input: unknown) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issueMessage(t, issue, input);
  }
  return { message: Object.values(fields)[0], data: { fields } };
}

/**
 * The path of the first string (or object key) in a request body or query that holds a control
 * character or broken UTF-16, whatever its contract says: such input is refused as bad input
 * before any field can pass it on (PostgreSQL cannot store NUL in text or JSON).
 */
export function controlCharacterPath(input: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof input === 'string') return hasControlCharacters(input, { multiline: true }) ? path : null;
  if (!input || typeof input !== 'object' || depth > 32) return null;
  for (const [key, value] of Object.entries(input)) {
    if (hasControlCharacters(key, { multiline: true })) return [...path, key];
    const found = controlCharacterPath(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** { message, data } for input refused by controlCharacterPath, in the shape of a failed parse. */
export function describeControlCharacters(t: Translate, path: string[]) {
  const key = path.length ? path.join('.') : 'body';
  const message = t('validation.controlCharacters', { field: label(t, key) });
  return { message, data: { fields: { [key]: message } } };
}
