import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { adminMessagesQueryOptions, getAdminMessages } from './get-admin-messages.ts';

const admin = (userId: string): Session => ({
  token: 'token',
  userId,
  role: 'admin',
  user: { email: 'admin@sharestead.test', name: 'Admin', avatar: null },
  expiresAt: 4_102_444_800,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin messages query', () => {
  it("is keyed by the user, so one admin's inbox is never shown to the next user of the tab", () => {
    const params = { page: 2, pageSize: 20, kind: 'enquiry' as const };
    expect(adminMessagesQueryOptions(admin('a1'), params).queryKey).toEqual(['user', 'a1', 'admin-messages', 'enquiry', 2, 20]);
    expect(adminMessagesQueryOptions(admin('a2'), { ...params, kind: undefined }).queryKey).toEqual(['user', 'a2', 'admin-messages', 'all', 2, 20]);
  });

  it('asks for the page, its size and the kind, and checks the answer against the contract', async () => {
    const calls = stubFetch(jsonResponse(200, { total: 0, page: 3, page_size: 10, items: [] }), jsonResponse(200, { total: 'many' }));
    await expect(getAdminMessages({ page: 3, pageSize: 10, kind: 'newsletter' })).resolves.toEqual({ total: 0, page: 3, page_size: 10, items: [] });
    expect(calls[0]!.url).toBe('/api/admin/messages?page=3&page_size=10&kind=newsletter');
    await expect(getAdminMessages({ page: 1, pageSize: 20, kind: undefined })).rejects.toThrow();
  });
});
