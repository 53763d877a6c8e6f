export { getFeaturedProperties, featuredPropertiesQueryOptions, useFeaturedProperties } from './get-featured-properties.ts';
export { getProperties, propertiesQueryOptions, useProperties } from './get-properties.ts';
export { getProperty, propertyQueryOptions, useProperty } from './get-property.ts';
export {
  normalizePropertiesQuery,
  propertyKeys,
  type NormalizedPropertiesQuery,
  type PropertiesQuery,
} from './query-keys.ts';
export { SIMULATED_DELAY_MS, simulateDelay, type RequestOptions } from './simulate-delay.ts';
