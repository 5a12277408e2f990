import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  received: ParsedMail[];
  /** While set, every message is refused with this SMTP reply (e.g. 550 mailbox unavailable). */
  refuse: string | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that parses what it receives. */
export async function startSmtp(): Promise<LocalSmtp> {
  const state: LocalSmtp = { url: '', received: [], refuse: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const err = Object.assign(new Error(state.refuse), { responseCode: 550 });
      return callback(err);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
