import type { ModuleContext } from '../../module-context.ts';
import { propertiesRoutes } from './properties.routes.ts';
import { PropertiesService } from './properties.service.ts';

/** The public listing and property pages; returns the service the web pages ask for a page's status. */
export async function registerPropertiesModule({ app, db }: ModuleContext): Promise<PropertiesService> {
  const properties = new PropertiesService(db);
  await app.register(propertiesRoutes, { prefix: '/api/properties', properties });
  return properties;
}
