/** Admin list constants, in a module without zod so the client can import them cheaply. */
export const ADMIN_LIST_MAX_LIMIT = 100;
/** Header carrying the number of matches over all pages of an admin list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
