import { describe, expect, it } from 'vitest';
import { dashboardKeys, getStats } from './index.ts';

describe('role-based getters', () => {
  it('returns the stats of the asked role', async () => {
    expect((await getStats('proposer')).charts).toHaveLength(6);
    expect(dashboardKeys.stats('admin')).toEqual(['dashboard', 'stats', 'admin']);
  });
});
