// How many photos a visitor has previewed with a tool in this browser: the first is free, the
// second asks them to sign up (the service enforces its own one-try limit on saving).
const key = (tool: string) => `colorwell_preview_${tool}`;

export function previewsUsed(tool: string): number {
  try {
    return Number(localStorage.getItem(key(tool)) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function countPreview(tool: string): void {
  try {
    localStorage.setItem(key(tool), String(previewsUsed(tool) + 1));
  } catch {
    // Private mode without storage: the service's limit still applies when saving.
  }
}
