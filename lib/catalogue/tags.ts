// Tags behind /tag/{handle}. Localized names live in messages under themes.tags.<handle>.
export const tags = ['easy', 'detailed', 'cute', 'preschool', 'relaxing', 'seasonal', 'educational', 'patterns'] as const;

export type TagHandle = (typeof tags)[number];

export function findTag(handle: string): TagHandle | undefined {
  return tags.find((tag) => tag === handle);
}
