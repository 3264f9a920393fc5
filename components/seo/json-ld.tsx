import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data for search engines; not executed, so the page's script policy does not apply to it. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
