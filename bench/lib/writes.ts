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
  busy?: boolean;
}

/** The person's phone and version as the server has them now. */
export async function writerOf(baseUrl: string, session: BenchSession): Promise<Writer> {
  const res = await fetch(`${baseUrl}${API_BASE}${personalInfo.path}`, { headers: sessionHeaders(session) });
  const body = (await res.json()) as { code: number; data: { phone: string; version: number } };
  if (body.code !== 200)
    throw new Error(`${personalInfo.path} for ${session.account}: ${JSON.stringify(body)}`);
  return { session, phone: body.data.phone, version: body.data.version };
}

/**
 * Each request takes a writer with no edit in flight (a person's edits never race on the version)
 * and keeps it in its context until the answer; autocannon renews the context every request.
 */
export function writeRequests(writers: Writer[]): Options['requests'] {
  let next = 0;
  let edits = 0;
  const free = () => {
    for (let i = 0; i < writers.length; i++) {
      const w = writers[next++ % writers.length]!;
      if (!w.busy) return w;
    }
    throw new Error('every writer has an edit in flight: give more writers than connections');
  };
  return [
    {
      method: personalUpdate.method,
      path: `${API_BASE}${personalUpdate.path}`,
      setupRequest: (req, context) => {
        const w = free();
        w.busy = true;
        context.writer = w;
        const body = { name: `压测${++edits % 1000}`, phone: w.phone, version: w.version };
        return {
          ...req,
          headers: { ...sessionHeaders(w.session), 'content-type': 'application/json' },
          body: sealS1(w.session, body),
        };
      },
      onResponse: (status, body, context, headers) => {
        const w = context.writer as Writer;
        w.busy = false;
        if (status === 200) w.version = (JSON.parse(body) as { data: { version: number } }).data.version;
        const fresh = headers.authorization;
        if (typeof fresh === 'string') w.session.token = fresh;
      },
    },
  ];
}
