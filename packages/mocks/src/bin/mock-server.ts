#!/usr/bin/env node
// `betkit-mock-server` (`pnpm mock-server` in the repo): the demo backend as an HTTP API for a built site
// or another front-end in development.
import { parseArgs } from 'node:util';
import { startDemoHttpServer } from '../http';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4390' },
    host: { type: 'string', default: '127.0.0.1' },
    origin: { type: 'string', multiple: true },
    'state-file': { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(`Usage: betkit-mock-server [--port 4390] [--host 127.0.0.1] [--origin http://localhost:5173 ...] [--state-file demo.json] [--seed N]
  --origin      allow only these browser origins (repeatable; any origin when absent)
  --state-file  keep the demo state in this JSON file between restarts (memory only when absent)
Control: GET /__demo/status · POST /__demo/reset · GET|POST|DELETE /__demo/scenario {"name": "..."} · POST /__demo/move-prices`);
  process.exit(0);
}

const server = await startDemoHttpServer({
  port: Number(values.port),
  host: values.host,
  allowedOrigins: values.origin?.length ? values.origin : '*',
  stateFile: values['state-file'],
  seed: values.seed === undefined ? undefined : Number(values.seed),
});
console.log(`Betkit demo backend on ${server.url}`);
console.log(`Point a built site at it with dist/config.json: {"apiBaseUrl": "${server.url}"}`);

const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
