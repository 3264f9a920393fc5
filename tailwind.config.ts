import type { Config } from 'tailwindcss';

// Design tokens of Colorwell, loaded from app/globals.css with @config.
// Warm coral accent on a cream canvas: a children's-art brand that still reads as trustworthy.
// Surface colours are CSS variables (set in globals.css) so dark mode swaps them in one place.
const config: Config = {
  darkMode: 'class',
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fff4f0',
          100: '#ffe4da',
          200: '#ffc8b5',
          300: '#ffa386',
          400: '#fb7b58',
          500: '#ef5d3a',
          600: '#c63f22',
          700: '#b33722',
          800: '#8c2d1f',
          900: '#6e271c',
        },
        sun: { 100: '#fff3c4', 300: '#ffd95e', 500: '#f5b400' },
        leaf: { 100: '#dcf5e6', 500: '#2f9e62', 700: '#1f6e43' },
        sky: { 100: '#ddefff', 500: '#3b8be0', 700: '#235f9f' },
        canvas: 'var(--cw-canvas)',
        surface: 'var(--cw-surface)',
        'surface-muted': 'var(--cw-surface-muted)',
        line: 'var(--cw-line)',
        ink: 'var(--cw-ink)',
        muted: 'var(--cw-muted)',
        accent: 'var(--cw-accent)',
        'accent-ink': 'var(--cw-accent-ink)',
      },
      fontFamily: {
        // The page's CJK faces (--cw-cjk-fonts, app/globals.css) come before the generic families, so a
        // browser finds them without searching the system for each missing name.
        sans: ['"Nunito Variable"', '"Nunito Fallback"', 'var(--cw-cjk-fonts)', 'ui-rounded', 'system-ui', 'sans-serif'],
      },
      borderRadius: {
        card: '1.25rem',
        pill: '9999px',
      },
      boxShadow: {
        soft: '0 1px 2px rgb(60 30 10 / 0.06), 0 8px 24px -12px rgb(60 30 10 / 0.18)',
        lift: '0 2px 4px rgb(60 30 10 / 0.08), 0 18px 40px -16px rgb(60 30 10 / 0.28)',
      },
      maxWidth: {
        content: '72rem',
        prose: '44rem',
      },
    },
  },
};

export default config;
