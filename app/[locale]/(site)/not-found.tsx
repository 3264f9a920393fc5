import { NotFoundView } from '@/components/layout/not-found-view';

// Unknown paths (they reach the theme, item or catch-all routes) and failed page validation: status 404
// inside the site frame of this group's layout.
export default function NotFound() {
  return <NotFoundView />;
}
