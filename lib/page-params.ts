// What Next.js hands a page, layout or generateMetadata under app/[locale]: both arrive as promises.

/** The path's params: the language segment, plus the dynamic segments `S` of a deeper route (`LocaleParams<'id'>`). */
export type LocaleParams<S extends string = never> = Promise<{ locale: string } & Record<S, string>>;

/** The query string, one entry per name (an array when the name repeats). */
export type SearchParams = Record<string, string | string[] | undefined>;
