import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root directory. This module sits two levels below it both as a source file
 * (src/server/paths.ts) and once bundled into dist/app/main.js (docs/decisions/042-built-once.md), so
 * one expression serves tsx, Vitest and the built server.
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A path under the checkout's root: `drizzle`, `dist/client`, … */
export const fromProjectRoot = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
