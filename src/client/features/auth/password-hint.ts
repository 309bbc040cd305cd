import { PASSWORD_MIN_LENGTH } from '@contract/vocabulary.ts';

/** The password rule as the forms state it. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;
