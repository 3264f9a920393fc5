import { describe, expect, it } from 'vitest';
import { alternatesFor } from './alternates';

describe('alternatesFor', () => {
  it('gives the canonical URL in the page language and all ten languages plus x-default', () => {
    const { canonical, languages } = alternatesFor('https://colorwell.app', 'zh-TW', '/pricing');
    expect(canonical).toBe('https://colorwell.app/tw/pricing');
    expect(Object.keys(languages)).toHaveLength(11);
    expect(languages['en-US']).toBe('https://colorwell.app/pricing');
    expect(languages['zh-CN']).toBe('https://colorwell.app/zh/pricing');
    expect(languages['x-default']).toBe('https://colorwell.app/pricing');
  });

  it('keeps a listing page number in the canonical URL and in every language', () => {
    const { canonical, languages } = alternatesFor('https://colorwell.app', 'de', '/gallery?page=2');
    expect(canonical).toBe('https://colorwell.app/de/gallery?page=2');
    expect(languages['en-US']).toBe('https://colorwell.app/gallery?page=2');
    expect(languages['x-default']).toBe('https://colorwell.app/gallery?page=2');
  });

  it('maps the home page to the bare prefix', () => {
    const { canonical, languages } = alternatesFor('http://localhost:3000', 'de', '/');
    expect(canonical).toBe('http://localhost:3000/de');
    expect(languages['en-US']).toBe('http://localhost:3000/');
  });
});
