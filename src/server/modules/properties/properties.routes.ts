import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuredPropertiesResponseSchema,
  propertyIdParamsSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  propertyResponseSchema,
} from '../../../shared/contracts/properties.ts';
import type { PropertiesService } from './properties.service.ts';

export interface PropertiesRoutesOptions {
  properties: PropertiesService;
}

/** Under /api/properties: the public listing, the home page's featured listings and one property. */
export const propertiesRoutes: FastifyPluginAsyncZod<PropertiesRoutesOptions> = async (app, options) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Search, filter, sort and page the listing',
        querystring: propertyListQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    (request) => options.properties.list(request.query),
  );

  app.get(
    '/featured',
    { schema: { tags: ['properties'], summary: 'The featured listings, newest first', response: { 200: featuredPropertiesResponseSchema } } },
    () => options.properties.featured(),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['properties'],
        summary: 'One property and its live or latest deal',
        params: propertyIdParamsSchema,
        response: { 200: propertyResponseSchema },
      },
    },
    (request) => options.properties.get(request.params.id),
  );
};
