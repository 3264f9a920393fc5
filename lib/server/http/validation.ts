import 'server-only';
import type { z } from 'zod';
import type { Translate } from './translate';

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
      const value = issue.path.reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
        input,
      );
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
