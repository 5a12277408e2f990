/**
 * The write load beside a read (scenario `read-writes`): bench users editing their own name, the
 * kind of state-changing call the pipeline makes all day that changes nothing a cached session is
 * made of. Each connection edits one person with the version it last saw.
 */
import { personalInfo, personalUpdate } from '@jb/contract/api/personal';
import type { Options } from 'autocannon';
import { API_BASE, type BenchSession, sealS1, sessionHeaders } from './wire.ts';

export interface Writer {
  session: BenchSession;
  phone: string;
  version: number;
}

/** The person's phone and version as the server has them now. */
export async function writerOf(baseUrl: string, session: BenchSession): Promise<Writer> {
  const res = await fetch(`${baseUrl}${API_BASE}${personalInfo.path}`, { headers: sessionHeaders(session) });
  const body = (await res.json()) as { code: number; data: { phone: string; version: number } };
  if (body.code !== 200)
    throw new Error(`${personalInfo.path} for ${session.account}: ${JSON.stringify(body)}`);
  return { session, phone: body.data.phone, version: body.data.version };
}

/** One writer per connection (autocannon keeps `context` per connection), round-robin. */
export function writeRequests(writers: Writer[]): Options['requests'] {
  let next = 0;
  let edits = 0;
  return [
    {
      method: personalUpdate.method,
      path: `${API_BASE}${personalUpdate.path}`,
      setupRequest: (req, context) => {
        context.writer ??= writers[next++ % writers.length];
        const w = context.writer as Writer;
        const body = { name: `压测${++edits % 1000}`, phone: w.phone, version: w.version };
        return {
          ...req,
          headers: { ...sessionHeaders(w.session), 'content-type': 'application/json' },
          body: sealS1(w.session, body),
        };
      },
      onResponse: (status, body, context, headers) => {
        const w = context.writer as Writer;
        if (status === 200) w.version = (JSON.parse(body) as { data: { version: number } }).data.version;
        const fresh = headers.authorization;
        if (typeof fresh === 'string') w.session.token = fresh;
      },
    },
  ];
}
