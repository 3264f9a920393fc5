// @vitest-environment jsdom
import { applyTheme, isDarkTheme, readTheme, saveTheme, themeInitScript } from './theme';

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('auto follows the system preference; default is the light design', () => {
    expect(isDarkTheme('auto', true)).toBe(true);
    expect(isDarkTheme('auto', false)).toBe(false);
    expect(isDarkTheme('dark', false)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
    expect(isDarkTheme('default', true)).toBe(false);
  });

  it('applies the dark class on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    applyTheme('auto', false);
    expect(document.documentElement).not.toHaveClass('dark');
    applyTheme('auto', true);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('stores hs_theme and reads it back; anything else reads as auto', () => {
    expect(readTheme()).toBe('auto');
    saveTheme('dark');
    expect(JSON.parse(localStorage.getItem('colorwell_hs_theme')!).content).toBe('dark');
    expect(readTheme()).toBe('dark');
    localStorage.setItem('colorwell_hs_theme', JSON.stringify({ dataType: 'string', content: 'purple', type: 'local', datetime: 0 }));
    expect(readTheme()).toBe('auto');
  });

  it('the head script applies the stored theme before React runs', () => {
    saveTheme('dark');
    document.documentElement.className = '';
    new Function(themeInitScript)();
    expect(document.documentElement).toHaveClass('dark');
  });
});
