import type { CallDeclaration, CallInput, ResultOf } from '@jb/contract/api/define';
import { unwrap } from './envelope.ts';
import type { SendOptions, WireClient } from './wireClient.ts';

/** The method, path, query and body of one declared call: no client writes a path by hand. */
export function requestOf<C extends CallDeclaration>(call: C, input?: CallInput<C>) {
  return {
    method: call.method,
    path: call.path,
    query: input?.query as SendOptions['query'],
    body: input?.body as unknown,
    form: input?.form,
    ...(call.formBody ? { urlencoded: true as const } : {}),
  };
}

/** Makes a declared call and answers its typed `data`; a refusal throws a WireError. */
export async function callApi<C extends CallDeclaration>(
  client: WireClient,
  call: C,
  input: CallInput<C>,
  opts: Omit<SendOptions, 'query' | 'body'> = {},
): Promise<ResultOf<C>> {
  const r = requestOf(call, input);
  return (await unwrap(
    await client.send(r.method, r.path, {
      ...opts,
      query: r.query,
      body: r.body,
      form: r.form,
      urlencoded: r.urlencoded,
    }),
  )) as ResultOf<C>;
}
