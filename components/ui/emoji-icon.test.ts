import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardFeedback, dashboardTools, tools } from '@/lib/catalogue/tools';
import { themes } from '@/lib/catalogue/themes';
import { openMojiCode } from './emoji-icon';

describe('openMojiCode', () => {
  it('writes code points in upper-case hex and drops the variation selector', () => {
    expect(openMojiCode('🦊')).toBe('1F98A');
    expect(openMojiCode('✏️')).toBe('270F');
  });

  it('has an artwork file for every emoji the catalogue uses', () => {
    const used = [...themes, ...tools, ...dashboardTools, dashboardFeedback].map((item) => item.emoji);
    const missing = used.filter((emoji) => !existsSync(path.resolve(__dirname, '../../public/openmoji', `${openMojiCode(emoji)}.svg`)));
    expect(missing).toEqual([]);
  });
});
