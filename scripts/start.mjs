// `npm start` (docs/decisions/042-built-once.md): serves the existing build, building it first when
// there is none or when the sources changed since it was made. Plain JavaScript with no dependency,
// so it runs where only `npm ci --omit=dev` was installed, as long as the build is current.
import { pathToFileURL } from 'node:url';
import { ensureBuild, SERVER_ENTRY } from './build-stamp.mjs';

ensureBuild();
// The server runs in this process: a signal sent to it (package.json starts it with `exec`, so
// npm's shell is not in between) reaches the app itself.
await import(pathToFileURL(SERVER_ENTRY).href);
