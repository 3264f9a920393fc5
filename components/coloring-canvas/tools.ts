// The canvas tools, their keyboard shortcuts and the message keys that name them.
export type Tool = 'fill' | 'brush' | 'marker' | 'eraser' | 'eyedropper' | 'pan';

export const TOOLS: readonly { id: Tool; key: string }[] = [
  { id: 'fill', key: 'f' },
  { id: 'brush', key: 'b' },
  { id: 'marker', key: 'm' },
  { id: 'eraser', key: 'e' },
  { id: 'eyedropper', key: 'i' },
  { id: 'pan', key: 'h' },
];

export const BRUSH_SIZES = [6, 14, 28, 56, 110] as const;

export type ShortcutAction = `tool:${Tool}` | 'undo' | 'redo' | 'zoomIn' | 'zoomOut' | 'fit' | 'smaller' | 'bigger' | 'stayInside' | 'gapClosing' | 'help';

/** Shortcut list shown in the help dialog; `keys` is what the dialog prints. */
export const SHORTCUTS: readonly { action: ShortcutAction | 'spacePan'; keys: string }[] = [
  ...TOOLS.map((t) => ({ action: `tool:${t.id}` as const, keys: t.key.toUpperCase() })),
  { action: 'undo', keys: 'Ctrl/⌘ + Z' },
  { action: 'redo', keys: 'Ctrl/⌘ + Shift + Z · Ctrl + Y' },
  { action: 'zoomIn', keys: '+' },
  { action: 'zoomOut', keys: '−' },
  { action: 'fit', keys: '0' },
  { action: 'smaller', keys: '[' },
  { action: 'bigger', keys: ']' },
  { action: 'stayInside', keys: 'S' },
  { action: 'gapClosing', keys: 'G' },
  { action: 'spacePan', keys: 'Space + drag' },
  { action: 'help', keys: '?' },
];

/** The action of a key press, or null. Ignores typing in fields. */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): ShortcutAction | null {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return null;
  }
  if (event.altKey) return null;
  const tool = TOOLS.find((t) => t.key === key);
  if (tool) return `tool:${tool.id}`;
  const plain: Record<string, ShortcutAction> = {
    '+': 'zoomIn',
    '=': 'zoomIn',
    '-': 'zoomOut',
    '0': 'fit',
    '[': 'smaller',
    ']': 'bigger',
    s: 'stayInside',
    g: 'gapClosing',
    '?': 'help',
  };
  return plain[key] ?? null;
}
