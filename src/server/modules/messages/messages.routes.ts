import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactReceiptSchema,
  contactRequestSchema,
  enquiryReceiptSchema,
  enquiryRequestSchema,
  messageListQuerySchema,
  messageListResponseSchema,
  newsletterReceiptSchema,
  newsletterRequestSchema,
  type MessageKind,
} from '../../../shared/contracts/messages.ts';
import { propertyIdParamsSchema } from '../../../shared/contracts/properties.ts';
import { addressKey } from '../../lib/address-key.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { FormLimiter } from './form-limiter.ts';
import type { MessagesService } from './messages.service.ts';

export interface MessagesRoutesOptions {
  messages: MessagesService;
  limiter: FormLimiter;
  guards: Guards;
}

/**
 * Under /api: the three public forms (anyone may send, FORMS_PER_HOUR of each an hour from one
 * address) and the admin's list of what was sent.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, options) => {
  // onRequest, so a flood is turned away before its body is even read.
  const limit = (form: MessageKind) => async (request: FastifyRequest) => options.limiter.take(form, addressKey(request.ip));

  app.post(
    '/contact',
    {
      onRequest: limit('contact'),
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the Sharestead team',
        body: contactRequestSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await options.messages.sendContact(request.body)),
  );

  app.post(
    '/properties/:id/enquiries',
    {
      onRequest: limit('enquiry'),
      schema: {
        tags: ['messages'],
        summary: "Ask the listing's agent about a property",
        params: propertyIdParamsSchema,
        body: enquiryRequestSchema,
        response: { 201: enquiryReceiptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await options.messages.sendEnquiry(request.params.id, request.body)),
  );

  app.post(
    '/newsletter',
    {
      onRequest: limit('newsletter'),
      schema: {
        tags: ['messages'],
        summary: 'Subscribe an email address to the newsletter (once, however often it is sent)',
        body: newsletterRequestSchema,
        response: { 201: newsletterReceiptSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await options.messages.subscribe(request.body.email)),
  );

  app.get(
    '/admin/messages',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, property enquiries and newsletter subscriptions, newest first',
        security: [{ bearer: [] }],
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema },
      },
    },
    async (request) => options.messages.list(request.query),
  );
};
