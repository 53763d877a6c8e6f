import * as z from 'zod/mini';
import { propertySchema, type Property } from '../../../../shared/contracts/property.ts';
import { SAMPLE_PROPERTIES } from '../data/sample-properties.ts';

const propertyListSchema = z.array(propertySchema);

/**
 * Every read goes through the schema, as an API response would, so a malformed sample entry
 * fails loudly and callers get fresh objects they cannot use to mutate the shared data.
 */
export function readSampleProperties(): Property[] {
  return propertyListSchema.parse(SAMPLE_PROPERTIES);
}
