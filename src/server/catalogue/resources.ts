import type { ResourceType } from '@contract/vocabulary.ts';
import { programs, services } from '../db/schema.ts';

/** Programs and services share one shape; this picks the table for a resource_type. */
export function resourceTable(type: ResourceType) {
  return type === 'program' ? programs : services;
}
