import type { Config } from 'tailwindcss';

// Design tokens of Colorwell, loaded from app/globals.css with @config.
const config: Config = {
  darkMode: 'class',
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {},
  },
};

export default config;
