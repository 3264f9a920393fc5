// Stripe's API takes application/x-www-form-urlencoded bodies with bracketed keys
// (`line_items[0][price_data][currency]=usd`); this turns them back into nested objects.
type Tree = { [key: string]: Tree | Tree[] | string };

export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Tree = {};
  for (const [fullKey, value] of new URLSearchParams(text)) {
    const parts = fullKey.replace(/\]/g, '').split('[');
    let node: Tree = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Tree;
    });
  }
  return arrayify(root) as Record<string, unknown>;
}

/** Objects whose keys are all 0..n-1 become arrays (`expand[0]`, `line_items[0]`). */
function arrayify(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrayify(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  if (numeric) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}
