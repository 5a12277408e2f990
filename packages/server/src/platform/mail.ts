import nodemailer from 'nodemailer';

export interface MailMessage {
  to: { address: string; name: string };
  subject: string;
  text: string;
  html?: string | null;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends one e-mail; resolves with the server's answer, rejects with its refusal. */
export interface Mailer {
  send(message: MailMessage): Promise<string>;
  close(): void;
}

/** SMTP with nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587), over pooled connections. */
export function smtpMailer(url: string, from: string): Mailer {
  const pooled = url.includes('pool=')
    ? url
    : `${url}${url.includes('?') ? '&' : '?'}pool=true&maxConnections=10`;
  const transport = nodemailer.createTransport(pooled, { from });
  return {
    async send(message) {
      const info = await transport.sendMail({
        to: { name: message.to.name, address: message.to.address },
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments,
      });
      return String(info.response ?? 'accepted');
    },
    close: () => transport.close(),
  };
}
