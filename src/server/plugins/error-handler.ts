import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/contracts/errors.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { msg } from '../../shared/i18n/msg.ts';
import { DomainError } from '../lib/domain-error.ts';
import { requestLanguage, translate } from '../lib/i18n.ts';
import { translateMessage, type MessageValues } from '../lib/localized.ts';
import { validationError } from '../lib/validate.ts';

/** Fastify's own client errors, re-worded as sentences a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json', message: msg('The request body is not valid JSON.') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json', message: msg('The request body is empty; send a JSON object.') },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large', message: msg('The request body is larger than 100 KB.') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    code: 'unsupported_media_type',
    message: msg('Send the request body as JSON (Content-Type: application/json).'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'bad_request', message: msg('The Content-Length header does not match the body.') },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'bad_request', message: msg('The Content-Type header is not valid.') },
};

/** The code a framework error (one no service threw) gets, by its status. */
const FRAMEWORK_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

function frameworkCode(status: number): ErrorCode {
  return FRAMEWORK_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

export function errorBody(message: string, code: ErrorCode, extra: Partial<ErrorBody> = {}): ErrorBody {
  return { message, detail: message, code, ...extra };
}

/**
 * Every error leaves as `{message, detail, code}`, its sentences in the request's language (the
 * code stays the same in every language); a 5xx never shows its cause, only the log does.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = (message: string, values?: MessageValues) => translateMessage(language, message, values);
    // A route's declared schema refused the request: the same 422 the services' own checks give.
    const error = hasZodFastifySchemaValidationErrors(caught) ? validationError(caught.validation) : caught;
    if (error instanceof DomainError) {
      const errors = error.errors?.map(({ field, message, values }) => ({ field, message: say(message, values) }));
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send(errorBody(say(error.message, error.values), error.code, errors ? { errors } : {}));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(say(known.message), known.code));
    if (error instanceof SyntaxError) return reply.status(400).send(errorBody(say(msg('The request body is not valid JSON.')), 'invalid_json'));

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(say(msg('Too many requests. Please wait a minute and try again.')), 'rate_limited'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(say(msg('The request could not be processed. Check it and try again.')), frameworkCode(status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(say(msg('Something went wrong on our side. Please try again in a moment.')), 'internal_error'));
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(
      errorBody(
        translate(requestLanguage(request), msg('There is no API endpoint at {method} {path}.'), { method: request.method, path: request.url.split('?')[0] }),
        'not_found',
      ),
    );
}
