// `npm start` (docs/decisions/042-built-once.md): serves the existing build, building it first when
// there is none or when the sources changed since it was made. Plain JavaScript with no dependency,
// so it runs where only `npm ci --omit=dev` was installed, as long as the build is current.
// `node scripts/start.mjs backup|restore …` runs the built backup command the same way
// (`npm run backup`, `npm run restore`), so it too needs no development dependency.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild, SERVER_ENTRY } from './build-stamp.mjs';

const COMMANDS = { backup: 'backup-cli.js', restore: 'backup-cli.js' };
const command = process.argv[2];
const entry =
  command === undefined
    ? SERVER_ENTRY
    : COMMANDS[command] && path.join(path.dirname(SERVER_ENTRY), COMMANDS[command]);
if (!entry) {
  console.error(`Unknown command ${command}: use no argument (the site), backup or restore.`);
  process.exit(2);
}
ensureBuild();
// The server runs in this process: a signal sent to it (package.json starts it with `exec`, so
// npm's shell is not in between) reaches the app itself. The backup command reads its arguments
// from process.argv after this script's name, as under tsx.
await import(pathToFileURL(entry).href);
