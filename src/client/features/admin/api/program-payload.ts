import type { ProgramInput } from '@contract/admin.ts';
import type { OfferingType } from '@contract/vocabulary.ts';

/**
 * The program modal's fields as typed (docs/product.md §5: no client-side validation): prices are the
 * number inputs' text, and the Type may still be '' ('Select Type'); the server validates and
 * answers with the reason.
 */
export type ProgramPayload = Omit<ProgramInput, 'offering_type'> & { offering_type: OfferingType | '' };
