// @vitest-environment jsdom
import { failedAssetPath, handlePreloadError, PRELOAD_ERROR_EVENT, preloadFailurePath } from './preload-error';

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('preload error recovery', () => {
  it('tells the visitor, raises preload-error and reloads once within 10 s', () => {
    vi.useFakeTimers({ now: 0 });
    const notify = vi.fn();
    const reload = vi.fn();
    const events: CustomEvent[] = [];
    const listener = (e: Event) => events.push(e as CustomEvent);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);

    expect(handlePreloadError('/_next/static/css/a.css', null, { notify, reload })).toBe(true);
    expect(notify).toHaveBeenCalledWith('/_next/static/css/a.css');
    expect(events[0].detail.path).toBe('/_next/static/css/a.css');
    expect(reload).toHaveBeenCalledTimes(1);

    // The new page fails again within 10 s: no reload loop, but the visitor is still told.
    vi.setSystemTime(9_999);
    expect(handlePreloadError('/_next/static/css/a.css', null, { notify, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(2);

    vi.setSystemTime(10_000);
    expect(handlePreloadError('/x', null, { notify, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('recognises chunk and stylesheet load failures, and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed. (error: http://localhost/_next/static/chunks/123.js)'), { name: 'ChunkLoadError' });
    expect(preloadFailurePath(chunk)).toBe('/_next/static/chunks/123.js');
    expect(preloadFailurePath(new Error('Loading CSS chunk 7 failed.'))).toBe(window.location.pathname);
    expect(preloadFailurePath(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe('/_next/static/chunks/x.js');
    expect(preloadFailurePath(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(preloadFailurePath(undefined)).toBeNull();
  });

  it('only counts our own build’s scripts and stylesheets', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/_next/static/css/app.css';
    expect(failedAssetPath(link)).toBe('/_next/static/css/app.css');
    const script = document.createElement('script');
    script.src = 'https://accounts.google.com/gsi/client';
    expect(failedAssetPath(script)).toBeNull();
    expect(failedAssetPath(document.createElement('img'))).toBeNull();
  });
});
