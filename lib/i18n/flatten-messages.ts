/** Message files as nested objects of strings. */
export type Messages = { [key: string]: string | Messages };

/** Flattens nested messages into dotted keys. */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenMessages(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
