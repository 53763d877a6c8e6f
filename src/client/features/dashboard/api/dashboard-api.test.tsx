import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROFILES } from '../data/profiles.ts';
import {
  dashboardKeys,
  getDeals,
  getNotifications,
  getOverview,
  getProfile,
  getSettings,
  getStats,
  overviewQueryOptions,
  useMarkAllNotificationsRead,
  useNotifications,
  useOverview,
} from './index.ts';

afterEach(() => {
  vi.useRealTimers();
});

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('getOverview', () => {
  it('resolves only after the 1-second skeleton time', async () => {
    vi.useFakeTimers();
    let result: unknown;
    const pending = getOverview().then((overview) => (result = overview));
    await vi.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(result).toMatchObject({ title: 'Admin Dashboard' });
  });

  it('stops waiting when the query is cancelled', async () => {
    const controller = new AbortController();
    const pending = getOverview({ signal: controller.signal });
    controller.abort(new Error('cancelled'));
    await expect(pending).rejects.toThrow('cancelled');
  });

  it('returns a copy, so callers cannot change the sample data', async () => {
    const first = await getOverview({ delayMs: 0 });
    first.kpis[0]!.value = 'changed';
    const second = await getOverview({ delayMs: 0 });
    expect(second.kpis[0]?.value).toBe('32');
  });

  it('has query options under the dashboard key', () => {
    expect(overviewQueryOptions().queryKey).toEqual(['dashboard', 'overview']);
  });
});

describe('role-based getters', () => {
  it('returns the profile, settings and stats of the asked role', async () => {
    const backer = await getProfile('backer');
    expect(backer.investmentPreferences.investmentRange).toBe('$5,000 - $50,000');
    const proposer = await getProfile('proposer');
    expect(proposer.licenseNumber).toBe(SAMPLE_PROFILES.proposer.licenseNumber);
    expect((await getSettings('backer')).maximumInvestment).toBe(50_000);
    expect((await getSettings('proposer')).maximumFundingGoal).toBe(1_000_000);
    expect((await getSettings('admin')).twoFactorAuth).toBe(true);
    expect((await getStats('proposer')).charts).toHaveLength(6);
    expect(dashboardKeys.stats('admin')).toEqual(['dashboard', 'stats', 'admin']);
  });

  it('returns the deals and notifications', async () => {
    expect((await getDeals()).length).toBeGreaterThanOrEqual(8);
    expect(await getNotifications()).toHaveLength(3);
  });
});

describe('hooks', () => {
  it('useOverview is loading during the skeleton second, then has data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useOverview(), { wrapper: wrapper(client) });
    expect(result.current.isPending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.kpis).toHaveLength(4);
  });

  it('Mark all as read clears the unread count in the cached list', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({ query: useNotifications(), markAll: useMarkAllNotificationsRead() }),
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.query.data?.filter((n) => !n.read)).toHaveLength(2);
    act(() => result.current.markAll());
    // Query observers hear about cache writes on the next tick.
    await waitFor(() => expect(result.current.query.data?.every((n) => n.read)).toBe(true));
    expect(client.getQueryData(dashboardKeys.notifications())).toHaveLength(3);
  });
});
