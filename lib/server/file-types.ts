/** Media types of the files Colorwell stores and answers with, by extension. */
export const FILE_TYPES = {
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
