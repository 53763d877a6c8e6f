import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { loginRequestSchema, registerRequestSchema, type MeResponse } from '../../../shared/contracts/auth.ts';
import { HttpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import type { Guards } from '../../plugins/authentication.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toAccountView } from '../users/user-view.ts';
import type { AuthService } from './auth.service.ts';

export const TOO_MANY_REQUESTS = 'Too many requests from your address. Please wait a minute and try again.';

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersRepository;
  guards: Guards;
  requestsPerMinute: number;
  redis: Redis | undefined;
}

/** /api/auth/*: every route here shares one per-address budget (Redis-backed when configured). */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  await app.register(rateLimit, {
    max: options.requestsPerMinute,
    timeWindow: 60_000,
    nameSpace: 'sharestead:auth-rate:',
    ...(options.redis ? { redis: options.redis } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, TOO_MANY_REQUESTS, { headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) } }),
  });

  app.post('/login', async (request) => {
    const body = validate(loginRequestSchema, request.body);
    return options.auth.login(body, request.ip);
  });

  app.post('/register', async (request, reply) => {
    const body = validate(registerRequestSchema, request.body);
    const session = await options.auth.register(body);
    return reply.status(201).send(session);
  });

  app.get('/me', { preHandler: options.guards.authenticate }, async (request): Promise<MeResponse> => {
    const user = await options.users.findById(request.auth!.sub);
    // A token can outlive its account; that is the same as not being signed in.
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    return { user: toAccountView(user) };
  });
};
