import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

/** Links of the site prefetch on intent (hover, focus, touch), not on sight: see `IntentLink`. */
export { IntentLink as Link } from './intent-link';
