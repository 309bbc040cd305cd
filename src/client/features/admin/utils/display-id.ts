import { DISPLAYED_ID_LENGTH } from '@contract/constants.ts';

/** docs/product.md §2: admin tables show the last 5 characters of a record's id. */
export function displayId(id: string): string {
  return id.slice(-DISPLAYED_ID_LENGTH);
}
