import '@fontsource-variable/nunito';
import Link from 'next/link';
import './globals.css';

// Paths outside any language (the request edge did not match them) have no messages to draw on,
// so this page is plain English. Localized 404s come from the not-found pages of app/[locale]/(site) and app/[locale]/dashboard.
export default function GlobalNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
          <p aria-hidden="true" className="text-8xl font-black text-brand-300">
            404
          </p>
          <h1 className="mt-4 text-3xl font-black">Page Not Found</h1>
          <p className="mt-3 text-muted">The page you asked for does not exist or has moved.</p>
          <Link href="/" className="mt-8 rounded-pill bg-accent px-5 py-2.5 font-bold text-accent-ink">
            Go to the home page
          </Link>
        </main>
      </body>
    </html>
  );
}
