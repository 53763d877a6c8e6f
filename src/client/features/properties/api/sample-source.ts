import type { Property } from '../../../../shared/contracts/property.ts';
import { SAMPLE_PROPERTIES } from '../data/sample-properties.ts';

/**
 * Callers get fresh copies they cannot use to mutate the shared data. The data's conformance
 * to the property schema is proven by sample-properties.test.ts rather than re-checked in every
 * visitor's browser, which would put zod on the listing's first load.
 */
export function readSampleProperties(): Property[] {
  return structuredClone(SAMPLE_PROPERTIES) as Property[];
}
