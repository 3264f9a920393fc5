import { describe, expect, it } from 'vitest';
import { toLocale } from '@/lib/i18n/locales';
import { loginPathFor } from './login-path';

describe('loginPathFor', () => {
  it('carries the localized path in from', () => {
    expect(loginPathFor('de', '/profile')).toBe('/de/login?from=%2Fde%2Fprofile');
    expect(loginPathFor('en', '/dashboard/batch')).toBe('/login?from=%2Fdashboard%2Fbatch');
    expect(loginPathFor('zh-TW', '/affiliate/details')).toBe('/tw/login?from=%2Ftw%2Faffiliate%2Fdetails');
  });

  it('keeps the query string, repeated keys included', () => {
    expect(loginPathFor('fr', '/profile', { tab: 'security', id: ['1', '2'], empty: undefined })).toBe(
      '/fr/login?from=' + encodeURIComponent('/fr/profile?tab=security&id=1&id=2'),
    );
  });
});

describe('toLocale', () => {
  it('falls back to English for anything that is not a language', () => {
    expect(toLocale('ja')).toBe('ja');
    expect(toLocale('xx')).toBe('en');
  });
});
