import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { TokenPayload } from '../../shared/contracts/auth.ts';
import type { Role } from '../../shared/roles.ts';
import { HttpError } from '../lib/http-error.ts';
import type { TokenService } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: the verified token of the caller. */
    auth?: TokenPayload;
  }
}

export const NOT_SIGNED_IN = 'You are not signed in, or your session has expired. Please sign in again.';
export const FORBIDDEN = 'Your role does not allow this.';

/** Pre-handlers that decide, on the server, who may call a route. */
export function createGuards(tokens: TokenService) {
  const authenticate: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const payload = match ? await tokens.verify(match[1]!) : null;
    if (!payload) throw new HttpError(401, NOT_SIGNED_IN, { headers: { 'www-authenticate': 'Bearer' } });
    request.auth = payload;
  };

  const requireRole = (...roles: Role[]): preHandlerAsyncHookHandler[] => [
    authenticate,
    async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!request.auth || !roles.includes(request.auth.role)) throw new HttpError(403, FORBIDDEN);
    },
  ];

  return { authenticate, requireRole };
}

export type Guards = ReturnType<typeof createGuards>;
