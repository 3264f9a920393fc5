/** Decorative hero picture: a line-art page being coloured in, drawn in SVG so it costs no request. */
export function HeroArt() {
  return (
    <svg viewBox="0 0 320 260" aria-hidden="true" className="h-auto w-full drop-shadow-xl">
      <rect x="18" y="14" width="284" height="232" rx="22" fill="var(--cw-surface)" stroke="var(--cw-line)" strokeWidth="2" />
      <g stroke="var(--cw-ink)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="92" cy="78" r="28" fill="#ffd95e" />
        <path d="M92 34v-8M92 130v-8M48 78h-8M144 78h-8M61 47l-6-6M129 115l-6-6M61 109l-6 6M129 41l-6 6" fill="none" />
        <path d="M82 74a3 3 0 0 0 0 .1M102 74a3 3 0 0 0 0 .1M82 88q10 8 20 0" fill="none" />
        <path d="M176 96c10-22 46-22 52 0 18-2 26 22 8 30h-64c-16-6-12-30 4-30z" fill="#ddefff" />
        <path d="M112 222v-58" fill="none" />
        <path d="M112 176c-18-4-26-16-24-28 14 0 24 10 24 28zM112 196c16-4 24-16 22-26-14 0-22 10-22 26z" fill="#2f9e62" />
        <circle cx="112" cy="150" r="14" fill="#fb7b58" />
        <path d="M98 150c-12-14 4-28 14-14 10-14 26 0 14 14 12 14-4 28-14 14-10 14-26 0-14-14z" fill="none" />
        <path d="M200 222v-64l36-30 36 30v64z" fill="none" />
        <path d="M222 222v-30h28v30" fill="#ffc8b5" />
        <path d="M188 162l48-42 48 42" fill="none" />
        <path d="M40 222h244" fill="none" />
      </g>
      <g transform="rotate(-28 250 60)">
        <rect x="214" y="48" width="86" height="18" rx="6" fill="#ef5d3a" />
        <path d="M300 48l20 9-20 9z" fill="#ffc8b5" />
        <path d="M314 54.5l6 2.5-6 2.5z" fill="#8c2d1f" />
      </g>
    </svg>
  );
}
