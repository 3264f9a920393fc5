import type { PermissionQuota } from '@/stores/session-store';
import { allowanceOf } from './allowance';

const free = { permission_name: 'image_slow_prompts', quota: 3, used: 1, remaining: 2, resets_at: '2026-11-26T00:00:00Z' } as PermissionQuota;
const credits = { permission_name: 'image_priority_prompts', quota: 0, used: 0, remaining: 40, resets_at: null } as PermissionQuota;

describe('allowanceOf', () => {
  it('reads the free pages and the credits', () => {
    expect(allowanceOf([free, credits])).toEqual({ freeLeft: 2, freeTotal: 3, resetsAt: '2026-11-26T00:00:00Z', credits: 40 });
    expect(allowanceOf([free])).toEqual({ freeLeft: 2, freeTotal: 3, resetsAt: '2026-11-26T00:00:00Z', credits: 0 });
  });

  it('is null until there is a readable free quota, and skips entries it cannot read', () => {
    expect(allowanceOf([])).toBeNull();
    expect(allowanceOf([credits])).toBeNull();
    expect(allowanceOf([{ ...free, remaining: '2' } as unknown as PermissionQuota])).toBeNull();
    expect(allowanceOf([{ ...free, resets_at: 5 } as unknown as PermissionQuota, credits])).toBeNull();
    expect(allowanceOf([null as unknown as PermissionQuota, free])?.freeLeft).toBe(2);
  });
});
