import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDepositListQuerySchema,
  adminDepositListResponseSchema,
  adminDepositSchema,
  adminWithdrawalListQuerySchema,
  adminWithdrawalListResponseSchema,
  adminWithdrawalSchema,
  depositListResponseSchema,
  depositSchema,
  moneyMovementRequestSchema,
  paymentParamsSchema,
  walletEntriesQuerySchema,
  walletEntriesResponseSchema,
  walletListQuerySchema,
  walletSchema,
  withdrawalListResponseSchema,
  withdrawalSchema,
  type AdminDeposit,
  type AdminWithdrawal,
  type Deposit,
  type MoneyMovementRequest,
  type Withdrawal,
} from '../../../shared/contracts/wallet.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { idempotencyHeadersSchema } from '../../lib/idempotency.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { Actor } from '../../policies.ts';
import type { WalletService } from './wallet.service.ts';

export interface WalletRoutesOptions {
  wallet: WalletService;
  guards: Guards;
}

const security = [{ bearer: [] }];

/**
 * Under /api: the backer's wallet (/wallet/*) and the admin's payments (/admin/deposits,
 * /admin/withdrawals). Checks run in the documented order: signed in (401) and role (403) before
 * anything is read, KYC (403 kyc_required) before the body is judged (422), then the money (409).
 */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const { wallet, guards } = options;
  const backer = guards.requireRole('backer');
  const admin = guards.requireRole('admin');
  // preValidation runs after the role check and before the body's schema.
  const verifiedBacker = async (request: FastifyRequest) => wallet.requireKyc(request.auth!);

  /** A deposit or a withdrawal the backer asks for: KYC first, then the body, under an Idempotency-Key. */
  const moneyMovement = (
    url: string,
    summary: string,
    response: typeof depositSchema | typeof withdrawalSchema,
    move: (actor: Actor, body: MoneyMovementRequest, key: string | undefined, language: DisplayLanguage) => Promise<Deposit | Withdrawal>,
  ) =>
    app.post(
      url,
      {
        onRequest: backer,
        preValidation: verifiedBacker,
        schema: { headers: idempotencyHeadersSchema, tags: ['wallet'], summary, security, body: moneyMovementRequestSchema, response: { 201: response } },
      },
      async (request, reply) => reply.status(201).send(await move(request.auth!, request.body, request.headers['idempotency-key'], requestLanguage(request))),
    );

  /** The admin settles a deposit or a withdrawal, once, under an Idempotency-Key. */
  const settle = (
    url: string,
    summary: string,
    response: typeof adminDepositSchema | typeof adminWithdrawalSchema,
    step: (actor: Actor, id: string, key: string | undefined) => Promise<AdminDeposit | AdminWithdrawal>,
  ) =>
    app.post(
      url,
      {
        onRequest: admin,
        schema: { headers: idempotencyHeadersSchema, tags: ['admin'], summary, security, params: paymentParamsSchema, response: { 200: response } },
      },
      async (request) => step(request.auth!, request.params.id, request.headers['idempotency-key']),
    );

  app.get(
    '/wallet',
    {
      onRequest: backer,
      schema: {
        tags: ['wallet'],
        summary: "The caller's balances: available and held, one per currency",
        security,
        response: { 200: walletSchema },
      },
    },
    async (request) => wallet.wallet(request.auth!),
  );

  app.get(
    '/wallet/entries',
    {
      onRequest: backer,
      schema: {
        tags: ['wallet'],
        summary: "Every ledger line into or out of the caller's wallets, newest first",
        security,
        querystring: walletEntriesQuerySchema,
        response: { 200: walletEntriesResponseSchema },
      },
    },
    async (request) => wallet.entries(request.auth!, request.query, requestLanguage(request)),
  );

  app.get(
    '/wallet/deposits',
    {
      onRequest: backer,
      schema: {
        tags: ['wallet'],
        summary: "The caller's deposits with their references and instructions, newest first",
        security,
        querystring: walletListQuerySchema,
        response: { 200: depositListResponseSchema },
      },
    },
    async (request) => wallet.deposits(request.auth!, request.query, requestLanguage(request)),
  );

  moneyMovement(
    '/wallet/deposits',
    'Add funds: a deposit awaiting its bank transfer, with the reference and the escrow account',
    depositSchema,
    (actor, body, key, language) => wallet.createDeposit(actor, body, key, language),
  );

  app.get(
    '/wallet/withdrawals',
    {
      onRequest: backer,
      schema: {
        tags: ['wallet'],
        summary: "The caller's withdrawals, newest first",
        security,
        querystring: walletListQuerySchema,
        response: { 200: withdrawalListResponseSchema },
      },
    },
    async (request) => wallet.withdrawals(request.auth!, request.query),
  );

  moneyMovement(
    '/wallet/withdrawals',
    'Withdraw: the amount is held at once and leaves the wallet when the admin pays it',
    withdrawalSchema,
    (actor, body, key) => wallet.requestWithdrawal(actor, body, key),
  );

  app.get(
    '/admin/deposits',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Deposits by status: awaiting funds oldest first (the default), confirmed newest first',
        security,
        querystring: adminDepositListQuerySchema,
        response: { 200: adminDepositListResponseSchema },
      },
    },
    async (request) => wallet.adminDeposits(request.query),
  );

  settle('/admin/deposits/:id/confirm', "The money arrived: credit the backer's wallet (once)", adminDepositSchema, (actor, id, key) =>
    wallet.confirmDeposit(actor, id, key),
  );

  app.get(
    '/admin/withdrawals',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals by status: requested oldest first (the default), paid newest first',
        security,
        querystring: adminWithdrawalListQuerySchema,
        response: { 200: adminWithdrawalListResponseSchema },
      },
    },
    async (request) => wallet.adminWithdrawals(request.query),
  );

  settle('/admin/withdrawals/:id/paid', 'The money was sent to the backer: the held amount leaves the wallet (once)', adminWithdrawalSchema, (actor, id, key) =>
    wallet.markWithdrawalPaid(actor, id, key),
  );
};
