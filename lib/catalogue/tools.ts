// The creation tools: their public landing page and the dashboard page that runs them.
export const tools = [
  { key: 'aiGenerator', path: '/ai-coloring-page-generator', dashboard: '/dashboard/ai-coloring-page-generator', emoji: '✨' },
  { key: 'photoToColoringPage', path: '/convert-photo-to-coloring-page', dashboard: '/dashboard/convert-photo-to-coloring-page', emoji: '📷' },
  { key: 'photoToLineArt', path: '/convert-photo-to-line-art', dashboard: '/dashboard/convert-photo-to-coloring-page', emoji: '✏️' },
  { key: 'photoToLineDrawing', path: '/convert-photo-to-line-drawing', dashboard: '/dashboard/convert-photo-to-coloring-page', emoji: '🖋️' },
  { key: 'textToColoringPage', path: '/text-to-coloring-page', dashboard: '/dashboard/text-to-coloring-page', emoji: '💬' },
  { key: 'nameGenerator', path: '/name-coloring-page-generator', dashboard: '/dashboard/name-coloring-page-generator', emoji: '🔤' },
  { key: 'colorizeDrawing', path: '/colorize-drawing', dashboard: '/dashboard/colorize-drawing', emoji: '🎨' },
] as const;

export type Tool = (typeof tools)[number];
export type ToolKey = Tool['key'];

export function toolByKey(key: ToolKey): Tool {
  return tools.find((tool) => tool.key === key)!;
}

// The dashboard sidebar's creation tools, the flagship photo conversion first, then by how often people
// reach for them; feedback is not a tool and comes after "My creations", below a rule.
export const dashboardTools = [
  { key: 'photoToColoringPage', path: '/dashboard/convert-photo-to-coloring-page', emoji: '📷' },
  { key: 'textToColoringPage', path: '/dashboard/text-to-coloring-page', emoji: '💬' },
  { key: 'aiGenerator', path: '/dashboard/ai-coloring-page-generator', emoji: '✨' },
  { key: 'nameGenerator', path: '/dashboard/name-coloring-page-generator', emoji: '🔤' },
  { key: 'batch', path: '/dashboard/batch', emoji: '🗂️' },
  { key: 'colorizeDrawing', path: '/dashboard/colorize-drawing', emoji: '🎨' },
  { key: 'onlineColoring', path: '/dashboard/online-coloring', emoji: '🖍️' },
] as const;

export const dashboardFeedback = { key: 'feedback', path: '/dashboard/feedback', emoji: '💌' } as const;
