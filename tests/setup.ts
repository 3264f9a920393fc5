import '@testing-library/jest-dom/vitest';

// jsdom lacks matchMedia, which react-hot-toast and the theme helper read.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The JSON logs go to stdout; in the test output only warnings and errors are worth a line
// (a test that reads log lines sets its own level on the process it starts).
process.env.LOG_LEVEL ??= 'warn';
