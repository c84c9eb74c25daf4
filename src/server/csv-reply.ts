/**
 * A streamed CSV download (the back office's exports). The first chunk is produced before anything is
 * sent: it runs the filter checks and the first query, so a bad filter is still a JSON 400 and not a
 * broken download; the rest streams as it is read.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** The 200 answer of a CSV export in the OpenAPI document. */
export const CsvResponseSchema = Type.Unsafe<Readable>({ type: 'string', description: 'text/csv; charset=utf-8' });

export async function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncGenerator<string>): Promise<FastifyReply> {
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(all()));
}
