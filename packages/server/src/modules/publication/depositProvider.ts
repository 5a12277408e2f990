/** One deposit: its batch id (also the file's name, `<batch id>.xml`) and the XML. */
export interface Deposit {
  batchId: string;
  xml: string;
}

/**
 * A deposit the provider did not take. `retry`: worth trying again later (a time-out, a server
 * error); a refused login or a rejected submission is not.
 */
export class DepositError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * Crossref's processing result of a submission: not yet (queued, in process, or not known yet), or
 * done with its records taken and failed and the failures' messages (`<doi>: <message>`).
 */
export type DepositResult =
  | { done: false; status: string }
  | { done: true; success: number; failure: number; messages: string[] };

/** Where deposits go (ARCHITECTURE "Real parts"): off by default, Crossref's HTTP deposit when configured. */
export interface DepositProvider {
  /** Resolves once the deposit was received; throws a DepositError otherwise. */
  deposit(deposit: Deposit): Promise<void>;
  /** Asks for a submission's processing result; throws a DepositError when the answer is none. */
  result(batchId: string): Promise<DepositResult>;
}

const xmlText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const count = (xml: string, tag: string) => {
  const m = new RegExp(`<${tag}>\\s*(\\d+)\\s*</${tag}>`).exec(xml);
  return m ? Number(m[1]) : null;
};

/**
 * Reads Crossref's `doi_batch_diagnostic` answer: its `status` attribute (queued, in_process,
 * completed, unknown_submission) and, once completed, the batch's counts and each failed record's
 * DOI and message. Null when the body is not such an answer.
 */
export function parseDiagnostic(xml: string): DepositResult | null {
  const head = /<doi_batch_diagnostic\b[^>]*\bstatus="([^"]*)"/.exec(xml);
  if (!head) return null;
  const status = head[1]!;
  if (status !== 'completed') return { done: false, status };
  const records = [
    ...xml.matchAll(/<record_diagnostic\b[^>]*\bstatus="([^"]*)"[^>]*>([\s\S]*?)<\/record_diagnostic>/g),
  ];
  const failed = records.filter((r) => r[1]!.toLowerCase() === 'failure');
  const messages = failed.map((r) => {
    const doi = /<doi>([\s\S]*?)<\/doi>/.exec(r[2]!)?.[1];
    const msg = /<msg>([\s\S]*?)<\/msg>/.exec(r[2]!)?.[1] ?? '';
    return doi ? `${xmlText(doi)}: ${xmlText(msg)}` : xmlText(msg);
  });
  const success =
    count(xml, 'success_count') ?? records.filter((r) => r[1]!.toLowerCase() === 'success').length;
  const failure = count(xml, 'failure_count') ?? failed.length;
  return { done: true, success, failure, messages };
}

/** The first words of an answer's body, without its markup, for the error kept with the deposit. */
const gist = (body: string) =>
  body
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * Crossref's deposit by HTTPS POST: `multipart/form-data` with `operation=doMDUpload`, `login_id`,
 * `login_passwd` and the file part `fname`. Crossref answers 200 as soon as the submission is
 * received and queued (its processing result goes to the depositor's e-mail); a body saying
 * FAILURE is a rejection. 401/403 is a refused login (not retried); 429 (too many pending
 * submissions), other statuses, a 200 that says neither, and a time-out are retried.
 */
export function httpDepositProvider(opts: {
  url: string;
  resultUrl: string;
  login: string;
  password: string;
  timeoutMs: number;
}): DepositProvider {
  return {
    /**
     * `GET submissionDownload?usr&pwd&doi_batch_id&type=result`: Crossref's diagnostic of the
     * submission. A refused login is not retried; no answer, another status or a body that is no
     * diagnostic are (the job's retries).
     */
    async result(batchId) {
      const url = new URL(opts.resultUrl);
      url.searchParams.set('usr', opts.login);
      url.searchParams.set('pwd', opts.password);
      url.searchParams.set('doi_batch_id', batchId);
      url.searchParams.set('type', 'result');
      let res: Response;
      let body: string;
      try {
        res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs) });
        body = await res.text();
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new DepositError(
          timedOut ? `no answer within ${opts.timeoutMs} ms` : (err as Error).message,
          true,
        );
      }
      if (res.status === 401 || res.status === 403)
        throw new DepositError(`login refused (${res.status})`, false);
      if (res.status !== 200) throw new DepositError(`Crossref answered ${res.status}: ${gist(body)}`, true);
      const result = parseDiagnostic(body);
      if (!result) throw new DepositError(`Crossref's answer is no submission result: ${gist(body)}`, true);
      return result;
    },
    async deposit({ batchId, xml }) {
      const form = new FormData();
      form.set('operation', 'doMDUpload');
      form.set('login_id', opts.login);
      form.set('login_passwd', opts.password);
      form.set('fname', new Blob([xml], { type: 'application/xml' }), `${batchId}.xml`);
      let res: Response;
      let body: string;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        body = await res.text();
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new DepositError(
          timedOut ? `no answer within ${opts.timeoutMs} ms` : (err as Error).message,
          true,
        );
      }
      if (res.status === 401 || res.status === 403)
        throw new DepositError(`login refused (${res.status})${body ? `: ${gist(body)}` : ''}`, false);
      if (res.status !== 200) throw new DepositError(`Crossref answered ${res.status}: ${gist(body)}`, true);
      if (/FAILURE/.test(body))
        throw new DepositError(`Crossref refused the submission: ${gist(body)}`, false);
      if (!/SUCCESS|successfully received/i.test(body))
        throw new DepositError(`Crossref's answer did not confirm the submission: ${gist(body)}`, true);
    },
  };
}

/** The configured provider, or null (sending off). */
export function depositProviderFrom(config: {
  CROSSREF_DEPOSIT_URL?: string;
  CROSSREF_RESULT_URL?: string;
  CROSSREF_LOGIN: string;
  CROSSREF_PASSWORD: string;
  CROSSREF_TIMEOUT_MS: number;
}): DepositProvider | null {
  if (!config.CROSSREF_DEPOSIT_URL) return null;
  return httpDepositProvider({
    url: config.CROSSREF_DEPOSIT_URL,
    resultUrl:
      config.CROSSREF_RESULT_URL ??
      new URL('/servlet/submissionDownload', config.CROSSREF_DEPOSIT_URL).toString(),
    login: config.CROSSREF_LOGIN,
    password: config.CROSSREF_PASSWORD,
    timeoutMs: config.CROSSREF_TIMEOUT_MS,
  });
}
