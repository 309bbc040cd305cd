/**
 * The password rule as the forms state it. PASSWORD_MIN_LENGTH of @contract/auth.ts, written out:
 * importing that module would pull zod (about 80 KB) into the page. A unit test keeps the two equal.
 */
export const PASSWORD_HINT = 'At least 8 characters.';
