import { msg } from '../../shared/i18n/msg.ts';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../shared/roles.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { AuthContext } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`: the caller (`sub`, `role`, `sessionId`), checked against the database. */
    auth?: AuthContext;
  }
}

export const NOT_SIGNED_IN = msg('You are not signed in, or your session has expired. Please sign in again.');
export const FORBIDDEN = msg('Your role does not allow this.');

/** Who a bearer token belongs to, or null when it does not (AuthService.authenticate). */
export interface TokenAuthenticator {
  authenticate(token: string): Promise<AuthContext | null>;
}

/**
 * Hooks that decide, on the server, who may call a route. Routes use them as `onRequest` hooks,
 * so they run before the body is parsed and validated: a caller who is not signed in gets 401,
 * and one of the wrong role 403, whatever they sent (interfaces.md: the order of checks).
 * Every token is checked against the database: a logout, a deleted user, a changed role or a
 * token older than the user's `tokens_valid_after` ends it.
 */
export function createGuards(authenticator: TokenAuthenticator) {
  const verifyBearer = async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const auth = match ? await authenticator.authenticate(match[1]!) : null;
    if (!auth) throw new DomainError('not_signed_in', NOT_SIGNED_IN, { headers: { 'www-authenticate': 'Bearer' } });
    request.auth = auth;
  };
  const authenticate: onRequestAsyncHookHandler = verifyBearer;

  const requireRole = (...roles: Role[]): onRequestAsyncHookHandler[] => [
    authenticate,
    async (request: FastifyRequest, _reply: FastifyReply) => {
      if (!request.auth || !roles.includes(request.auth.role)) throw new DomainError('forbidden', FORBIDDEN);
    },
  ];

  /**
   * For pages anyone may read but a signed-in caller sees more of (a deal shows a backer their own
   * commitment): a valid token sets `request.auth`; none reads as signed out; a bad one is a 401,
   * so a client with an ended session learns it.
   */
  const identifyIfSignedIn: onRequestAsyncHookHandler = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await verifyBearer(request);
  };

  return { authenticate, requireRole, identifyIfSignedIn };
}

export type Guards = ReturnType<typeof createGuards>;
