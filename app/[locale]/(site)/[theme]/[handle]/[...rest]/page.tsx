import { notFound } from 'next/navigation';

// Any deeper unknown path lands here so it gets the localized 404 page rather than the bare global one.
export default function Page() {
  notFound();
}
