import { msg } from '../../../shared/i18n/msg.ts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import { type AuthResponse, authResponseSchema, loginRequestSchema, meResponseSchema, registerRequestSchema } from '../../../shared/contracts/auth.ts';
import { twoFactorChallengeSchema } from '../../../shared/contracts/two-factor.ts';
import { twoFactorSignInSchema } from '../../../shared/contracts/two-factor-requests.ts';
import { addressKey } from '../../lib/address-key.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { AuthService } from './auth.service.ts';
import type { DeviceCookies } from './device-cookie.ts';

export const TOO_MANY_REQUESTS = msg('Too many requests from your address. Please wait a minute and try again.');

export interface AuthRoutesOptions {
  auth: AuthService;
  guards: Guards;
  requestsPerMinute: number;
  redis: Redis | undefined;
  devices: DeviceCookies;
}

/** /api/auth/*: every route here shares one per-address budget (Redis-backed when configured). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  /** A whole sign-in succeeded: this browser is a known device of the account from now on. */
  const knownDevice = (request: FastifyRequest, reply: FastifyReply, answer: AuthResponse) => {
    reply.header('set-cookie', options.devices.issue(answer.user.email, request.protocol === 'https'));
  };

  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: 60_000,
    nameSpace: 'sharestead:auth-rate:',
    // An IPv6 client by its /64 (see addressKey). A client that hangs up before its request is
    // read leaves no address (request.ip is undefined); the plugin's own key would throw on it and
    // log a 500 for a request nobody awaits.
    keyGenerator: (request) => (request.ip === undefined ? 'gone' : addressKey(request.ip)),
    ...(options.redis ? { redis: options.redis } : {}),
    errorResponseBuilder: (_request, context) =>
      new DomainError('rate_limited', TOO_MANY_REQUESTS, { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; an account with two-factor sign-in on answers a challenge for POST /api/auth/2fa',
        body: loginRequestSchema,
        response: { 200: z.union([authResponseSchema, twoFactorChallengeSchema]) },
      },
    },
    async (request, reply) => {
      const device = options.devices.recognise(request.body.email, request.headers.cookie);
      const answer = await options.auth.login(request.body, request.ip, device);
      if ('access_token' in answer) knownDevice(request, reply, answer);
      return answer;
    },
  );

  app.post(
    '/2fa',
    {
      schema: {
        tags: ['auth'],
        summary: "Complete a sign-in's challenge with a code from the authenticator app or a recovery code",
        body: twoFactorSignInSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { challenge_token: challengeToken, ...proof } = request.body;
      const answer = await options.auth.completeTwoFactor(challengeToken, proof, request.ip);
      knownDevice(request, reply, answer);
      return answer;
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a backer or proposer account and sign it in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await options.auth.register(request.body, requestLanguage(request));
      // Registration signs the account in: the browser that made it is its first known device.
      knownDevice(request, reply, answer);
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/me',
    {
      onRequest: options.guards.authenticate,
      schema: { tags: ['auth'], summary: 'The signed-in account', security: [{ bearer: [] }], response: { 200: meResponseSchema } },
    },
    async (request) => ({ user: await options.auth.account(request.auth!.sub) }),
  );

  app.post(
    '/logout',
    {
      onRequest: options.guards.authenticate,
      schema: {
        tags: ['auth'],
        summary: "End this token's session; the user's other sessions go on",
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await options.auth.logout(request.auth!);
      return reply.status(204).send(null);
    },
  );
};
