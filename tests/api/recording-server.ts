/**
 * A local HTTP stand-in for an outside JSON API (a card gateway, OneSignal): records every request it gets
 * (headers, url, parsed body) and answers with what `answer` returns for it, so a test can check exactly what
 * the app sent and how it handles each answer.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  headers: IncomingMessage['headers'];
  url: string;
  body: Record<string, unknown>;
}

export interface RecordingServer {
  received: Recorded[];
  url: string;
  close(): Promise<void>;
}

export async function recordingServer(answer: (body: Record<string, unknown>, received: Recorded[]) => { status: number; json: unknown }): Promise<RecordingServer> {
  const received: Recorded[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ headers: req.headers, url: req.url ?? '', body });
      const a = answer(body, received);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
