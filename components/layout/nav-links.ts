import { tools } from '@/lib/catalogue/tools';

// Links shared by the header, the mobile menu and the footer. Labels are keys of the `nav` messages.
export type NavLink = { href: string; label: string };

export const toolLinks: NavLink[] = [
  ...tools.map((tool) => ({ href: tool.path, label: `tools.${tool.key}` })),
  { href: '/online-coloring', label: 'tools.onlineColoring' },
];

export const mainLinks: NavLink[] = [
  { href: '/all-free-coloring-pages-printable', label: 'freePages' },
  { href: '/gallery', label: 'gallery' },
  { href: '/pricing', label: 'pricing' },
];

export const exploreLinks: NavLink[] = [
  { href: '/all-free-coloring-pages-printable', label: 'freePages' },
  { href: '/kid-coloring-pages', label: 'kids' },
  { href: '/teen-coloring-pages', label: 'teens' },
  { href: '/adult-coloring-pages', label: 'adults' },
  { href: '/gallery', label: 'gallery' },
];

export const companyLinks: NavLink[] = [
  { href: '/pricing', label: 'pricing' },
  { href: '/affiliation', label: 'affiliation' },
  { href: '/terms', label: 'terms' },
  { href: '/privacy', label: 'privacy' },
];
