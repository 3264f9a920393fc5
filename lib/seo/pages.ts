// Every fixed page of the site: its path without language prefix and who may open it.
// Page metadata, the sitemap of the e2e tests and the sign-in guard all read this one list.
export type Access = 'public' | 'guest' | 'signed-in';

type PageEntry = { path: string; access: Access };

export const pages = {
  home: { path: '/', access: 'public' },
  adultColoringPages: { path: '/adult-coloring-pages', access: 'public' },
  kidColoringPages: { path: '/kid-coloring-pages', access: 'public' },
  teenColoringPages: { path: '/teen-coloring-pages', access: 'public' },
  allFree: { path: '/all-free-coloring-pages-printable', access: 'public' },
  aiGenerator: { path: '/ai-coloring-page-generator', access: 'public' },
  colorizeDrawing: { path: '/colorize-drawing', access: 'public' },
  photoToColoringPage: { path: '/convert-photo-to-coloring-page', access: 'public' },
  photoToLineArt: { path: '/convert-photo-to-line-art', access: 'public' },
  photoToLineDrawing: { path: '/convert-photo-to-line-drawing', access: 'public' },
  nameGenerator: { path: '/name-coloring-page-generator', access: 'public' },
  textToColoringPage: { path: '/text-to-coloring-page', access: 'public' },
  onlineColoring: { path: '/online-coloring', access: 'public' },
  gallery: { path: '/gallery', access: 'public' },
  pricing: { path: '/pricing', access: 'public' },
  paySuccess: { path: '/pay-success', access: 'public' },
  privacy: { path: '/privacy', access: 'public' },
  terms: { path: '/terms', access: 'public' },
  affiliation: { path: '/affiliation', access: 'public' },
  login: { path: '/login', access: 'guest' },
  register: { path: '/register', access: 'guest' },
  registerVerification: { path: '/register/verification', access: 'public' },
  registerVerificationSuccess: { path: '/register/verification-success', access: 'public' },
  forgetPassword: { path: '/forget-password', access: 'guest' },
  forgetPasswordReset: { path: '/forget-password/reset', access: 'guest' },
  forgetPasswordSent: { path: '/forget-password/sent', access: 'guest' },
  profile: { path: '/profile', access: 'signed-in' },
  affiliateApply: { path: '/affiliate/apply', access: 'signed-in' },
  affiliate: { path: '/affiliate', access: 'signed-in' },
  affiliateAssets: { path: '/affiliate/assets', access: 'signed-in' },
  affiliateDashboard: { path: '/affiliate/dashboard', access: 'signed-in' },
  affiliateDetails: { path: '/affiliate/details', access: 'signed-in' },
  affiliateSettlement: { path: '/affiliate/settlement', access: 'signed-in' },
  dashboardAiGenerator: { path: '/dashboard/ai-coloring-page-generator', access: 'signed-in' },
  dashboardBatch: { path: '/dashboard/batch', access: 'signed-in' },
  dashboardColorizeDrawing: { path: '/dashboard/colorize-drawing', access: 'signed-in' },
  dashboardPhotoToColoringPage: { path: '/dashboard/convert-photo-to-coloring-page', access: 'signed-in' },
  dashboardFeedback: { path: '/dashboard/feedback', access: 'signed-in' },
  dashboardOnlineColoring: { path: '/dashboard/online-coloring', access: 'signed-in' },
  dashboardNameGenerator: { path: '/dashboard/name-coloring-page-generator', access: 'signed-in' },
  dashboardTextToColoringPage: { path: '/dashboard/text-to-coloring-page', access: 'signed-in' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

const guestOnlyPaths: readonly string[] = Object.values(pages)
  .filter((page: PageEntry) => page.access === 'guest')
  .map((page) => page.path);

/** A path without its query, fragment and trailing slash. */
function barePath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** A page only a visitor may open (path without language prefix): a signed-in one is sent home. */
export function isGuestOnlyPath(path: string): boolean {
  return guestOnlyPaths.includes(barePath(path));
}

/**
 * A page of signing in or up: a guest-only page or one below it (path without language prefix).
 * Nobody is sent back to one after signing in.
 */
export function isAuthPage(path: string): boolean {
  const bare = barePath(path);
  return guestOnlyPaths.some((guest) => bare === guest || bare.startsWith(`${guest}/`));
}
