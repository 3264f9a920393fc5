import { NotFoundView } from '@/components/layout/not-found-view';

// A dashboard page asked for something that is not there (an unknown page to colour): status 404
// inside the dashboard's shell, so the signed-in user keeps their tools at hand.
export default function NotFound() {
  return <NotFoundView />;
}
