/**
 * The baseline of `npm run bench:api`: a bare node:http server that answers each path with bytes
 * recorded from the app (status, headers and body), and nothing else: no routing table, no hooks,
 * no database. Run as its own process, like the app:
 *   node --import tsx scripts/lib/bare-http-server.ts PORT RECORDING.json
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** One recorded answer; the body in base64. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const [portArg, file] = process.argv.slice(2);
if (!portArg || !file) {
  console.error('usage: bare-http-server.ts PORT RECORDING.json');
  process.exit(2);
}
const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([url, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [
      url,
      { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.length) }, body },
    ];
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(portArg), '127.0.0.1', () => process.stdout.write('listening\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
