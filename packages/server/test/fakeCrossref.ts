import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers a deposit: received, a refused login, a server error, or nothing (it hangs). */
export type CrossrefAnswer = 'success' | 'unauthorized' | 'error' | 'hang';

/** What the fake answers a result query: Crossref still at it, or done with the first `failed` DOIs refused. */
export type CrossrefResultAnswer = 'queued' | 'unauthorized' | 'error' | { failed: number };

/** Crossref's `doi_batch_diagnostic` for a batch whose DOIs are `dois`, the first `failed` refused. */
function diagnostic(batchId: string, dois: string[], answer: CrossrefResultAnswer): string {
  if (answer === 'queued')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<doi_batch_diagnostic status="queued" sp="fake"><batch_id>${batchId}</batch_id></doi_batch_diagnostic>`;
  const failed = typeof answer === 'object' ? dois.slice(0, answer.failed) : [];
  const records = dois.map((doi) =>
    failed.includes(doi)
      ? `<record_diagnostic status="Failure"><doi>${doi}</doi><msg>Record not processed because submitted version: 1 is less or equal to previously submitted version &amp; metadata</msg></record_diagnostic>`
      : `<record_diagnostic status="Success"><doi>${doi}</doi><msg>Successfully added</msg></record_diagnostic>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<doi_batch_diagnostic status="completed" sp="fake">
  <submission_id>1</submission_id><batch_id>${batchId}</batch_id>
  ${records.join('\n  ')}
  <batch_data><record_count>${dois.length}</record_count><success_count>${dois.length - failed.length}</success_count><warning_count>0</warning_count><failure_count>${failed.length}</failure_count></batch_data>
</doi_batch_diagnostic>`;
}

export interface CrossrefCall {
  operation: string;
  login: string;
  password: string;
  fileName: string;
  xml: string;
}

/**
 * Crossref's deposit endpoint on 127.0.0.1 (`POST /servlet/deposit`, multipart/form-data with
 * `operation`, `login_id`, `login_passwd` and the file part `fname`), as the HTTP adapter of
 * modules/publication/depositProvider.ts speaks to it. A request without those fields gets a 400.
 * It answers the queued `answers` in turn, then `success`; it keeps every well-formed call. Its
 * `GET /servlet/submissionDownload?…&type=result` answers a received batch's diagnostic (the queued
 * `results` in turn, then every DOI of the batch taken).
 */
export async function fakeCrossrefServer() {
  const calls: CrossrefCall[] = [];
  const answers: CrossrefAnswer[] = [];
  const results: CrossrefResultAnswer[] = [];
  const resultQueries: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/servlet/submissionDownload') {
      resultQueries.push(url.searchParams);
      const batchId = url.searchParams.get('doi_batch_id') ?? '';
      const call = calls.find((c) => c.fileName === `${batchId}.xml`);
      const answer = results.shift() ?? { failed: 0 };
      if (answer === 'unauthorized') res.writeHead(401).end('Unauthorized');
      else if (answer === 'error') res.writeHead(500).end('Internal Server Error');
      else if (!call || url.searchParams.get('type') !== 'result')
        res.writeHead(200).end('<doi_batch_diagnostic status="unknown_submission"></doi_batch_diagnostic>');
      else {
        const dois = [...call.xml.matchAll(/<doi>([^<]+)<\/doi>/g)].map((m) => m[1]!);
        res.writeHead(200, { 'content-type': 'text/xml' }).end(diagnostic(batchId, dois, answer));
      }
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      })
        .formData()
        .catch(() => null);
      const file = form?.get('fname');
      if (req.method !== 'POST' || req.url !== '/servlet/deposit' || !form || !(file instanceof Blob)) {
        res.writeHead(400).end('<html><body><h2>FAILURE</h2>bad request</body></html>');
        return;
      }
      calls.push({
        operation: String(form.get('operation')),
        login: String(form.get('login_id')),
        password: String(form.get('login_passwd')),
        fileName: (file as File).name,
        xml: await file.text(),
      });
      const answer = answers.shift() ?? 'success';
      if (answer === 'hang') return; // never answers; the adapter's time-out ends it
      if (answer === 'unauthorized') res.writeHead(401).end('Unauthorized');
      else if (answer === 'error') res.writeHead(500).end('Internal Server Error');
      else
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<html><body><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></body></html>',
          );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/servlet/deposit`,
    calls,
    answers,
    /** Answers of result queries, in turn; then every DOI taken. */
    results,
    resultQueries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
