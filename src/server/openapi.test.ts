import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every route of the API; a new route is added here, and the test proves it is documented. */
const API_ROUTES = [
  'get /api/health',
  'post /api/deals/{id}/distributions',
  'get /api/deals/{id}/distributions',
  'get /api/distributions/{id}',
  'patch /api/distributions/{id}',
  'post /api/distributions/{id}/submit',
  'post /api/distributions/{id}/evidence',
  'get /api/distributions/{id}/evidence/{fileId}',
  'get /api/admin/distributions',
  'post /api/admin/distributions/{id}/funds-received',
  'post /api/admin/distributions/{id}/approve',
  'post /api/admin/distributions/{id}/reject',
  'get /api/portfolio/payouts',
  'get /api/portfolio/payouts/{id}/trail',
  'post /api/admin/deals/{id}/valuations',
  'get /api/deals/{id}/valuations',
  'post /api/admin/deals/{id}/valuations/{vid}/report',
  'get /api/deals/{id}/valuations/{vid}/report',
  'get /api/deals/{id}/holders',
  'get /api/portfolio/returns',
  'get /api/portfolio/tax',
  'get /api/admin/tds-rules',
  'post /api/admin/tds-rules',
  'get /api/admin/tax-quarters',
  'post /api/admin/deals/{id}/tds-deposits',
  'get /api/admin/deals/{id}/tds-return',
  'get /api/admin/deals/{id}/tax-payees',
  'post /api/admin/tax-certificates',
  'get /api/tax-certificates/{id}',
  'post /api/auth/login',
  'post /api/auth/register',
  'get /api/auth/me',
  'post /api/auth/logout',
  'get /api/admin/users/',
  'get /api/admin/audit-log',
  'post /api/contact',
  'post /api/properties/{id}/enquiries',
  'post /api/newsletter',
  'get /api/admin/messages',
  'get /api/properties/',
  'get /api/properties/featured',
  'get /api/properties/{id}',
  'get /api/notifications',
  'post /api/notifications/read-all',
  'post /api/notifications/{id}/read',
  'get /api/me/profile',
  'put /api/me/profile',
  'get /api/me/settings',
  'put /api/me/settings',
  'post /api/me/password',
  'post /api/me/avatar',
  'delete /api/me/avatar',
  'get /api/me/2fa',
  'post /api/me/2fa/setup',
  'post /api/me/2fa/enable',
  'post /api/me/2fa/disable',
  'post /api/auth/2fa',
  'get /api/deals/',
  'get /api/deals/{id}',
  'post /api/deals/',
  'patch /api/deals/{id}',
  'post /api/deals/{id}/submit',
  'get /api/deals/{id}/backers',
  'post /api/deals/{id}/photos',
  'delete /api/deals/{id}/photos/{photoId}',
  'put /api/deals/{id}/photos/order',
  'post /api/deals/{id}/documents',
  'get /api/deals/{id}/documents/{docId}',
  'delete /api/deals/{id}/documents/{docId}',
  'get /api/admin/deals/',
  'get /api/admin/deals/{id}/proposer',
  'post /api/admin/deals/{id}/reviews',
  'post /api/admin/deals/{id}/approve',
  'post /api/deals/{id}/publish',
  'post /api/deals/{id}/extension',
  'post /api/deals/{id}/commitments',
  'get /api/deals/{id}/questions',
  'post /api/deals/{id}/questions',
  'post /api/questions/{id}/answer',
  'post /api/admin/questions/{id}/hide',
  'get /api/deals/{id}/performance',
  'get /api/proposers/{id}',
  'get /api/deals/{id}/draws',
  'post /api/deals/{id}/draws/{n}/photos',
  'post /api/deals/{id}/draws/{n}/request',
  'post /api/admin/deals/{id}/draws/{n}/release',
  'post /api/admin/deals/{id}/draws/{n}/return',
  'post /api/admin/deals/{id}/draws/return-capital',
  'post /api/deals/{id}/exit-proposals',
  'post /api/exit-proposals/{id}/offer',
  'get /api/exit-proposals/{id}/offer',
  'post /api/exit-proposals/{id}/votes',
  'get /api/deals/{id}/exit-proposals',
  'post /api/admin/exit-proposals/{id}/complete',
  'post /api/admin/deals/{id}/exit-windows',
  'get /api/deals/{id}/exit-windows',
  'get /api/exit-windows/{id}',
  'post /api/exit-windows/{id}/orders',
  'delete /api/orders/{id}',
  'get /api/portfolio/orders',
  'post /api/deals/{id}/reports',
  'get /api/deals/{id}/reports',
  'patch /api/reports/{id}',
  'post /api/reports/{id}/photos',
  'post /api/reports/{id}/documents',
  'get /api/reports/{id}/documents/{fileId}',
  'post /api/reports/{id}/submit',
  'get /api/admin/reports',
  'post /api/admin/reports/{id}/accept',
  'post /api/admin/reports/{id}/return',
  'delete /api/commitments/{id}',
  'post /api/commitments/{id}/extension-consent',
  'get /api/portfolio',
  'get /api/portfolio/statement',
  'get /api/admin/ledger/check',
  'get /api/me/kyc',
  'put /api/me/kyc',
  'get /api/admin/kyc',
  'post /api/admin/kyc/{user_id}/verify',
  'post /api/admin/kyc/{user_id}/reject',
  'get /api/wallet',
  'get /api/wallet/entries',
  'get /api/wallet/deposits',
  'post /api/wallet/deposits',
  'get /api/wallet/withdrawals',
  'post /api/wallet/withdrawals',
  'get /api/admin/deposits',
  'post /api/admin/deposits/{id}/confirm',
  'get /api/admin/withdrawals',
  'post /api/admin/withdrawals/{id}/paid',
  'get /api/dashboard/overview',
  'get /api/dashboard/stats',
  'get /api/admin/outbox/',
  'post /api/admin/outbox/{id}/retry',
  'post /api/auth/verify-email',
  'post /api/me/email/verification',
  'post /api/me/phone/verification',
  'post /api/me/phone/verify',
];

describe('GET /api/openapi.json', () => {
  it('documents every API route with a success response schema generated from the shared contracts (none for a 204)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ route: `${method} ${path}`, operation })),
    );
    expect(documented.map((entry) => entry.route).sort()).toEqual([...API_ROUTES].sort());
    for (const { route, operation } of documented) {
      const success = Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2'));
      expect(success, `${route} documents its success`).toBeDefined();
      // A 204 (such as logout) has no body, so it documents none; every other success has its schema.
      if (success![0] === '204') expect(success![1].content, `${route}: a 204 has no body`).toBeUndefined();
      else expect(success![1].content, `${route} has a response schema`).toBeDefined();
    }
  });
});
