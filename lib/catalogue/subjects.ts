// The subjects of the catalogue's scene pages: the OpenMoji motif drawn, the backgrounds that suit it (its
// group's, or its row's own), and its name in the ten languages, as a title shows it. The tables are in
// subject-table/.
import type { CatalogueBackdrop as Backdrop } from '@/lib/studio/scene/backdrops';
import { CREATURE_GROUPS } from './subject-table/creatures';
import { OCCASION_GROUPS } from './subject-table/occasions';
import { THING_GROUPS } from './subject-table/things';
import type { Names } from './subject-table/types';
import type { ThemeSlug } from './themes';

export type { Names };
export type Subject = { key: string; motif: string; theme: ThemeSlug; backdrops: readonly Backdrop[]; names: Names };

export const subjects: readonly Subject[] = [...CREATURE_GROUPS, ...THING_GROUPS, ...OCCASION_GROUPS].flatMap(([theme, backdrops, rows]) =>
  rows.map(([key, motif, names, own]) => ({ key, motif, theme, backdrops: own ?? backdrops, names })),
);

const byKey = new Map(subjects.map((s) => [s.key, s]));

export function findSubject(key: string): Subject | undefined {
  return byKey.get(key);
}
