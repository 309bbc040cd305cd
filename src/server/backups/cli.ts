import { runBackupCli } from './commands.ts';

// `npm run backup` / `npm run restore`: the work is in commands.ts, which the tests call directly.
const code = await runBackupCli(process.argv.slice(2), process.env, {
  info: (message) => console.log(message),
  error: (message) => console.error(message),
});
process.exit(code);
