import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface CaughtText {
  to: string;
  message: string;
}

/**
 * The real transports' other ends, in the test's own process: an SMTP server (smtp-server) that
 * keeps what it receives, or refuses every recipient while `refuse` is set, and an HTTP endpoint
 * standing in for the SMS provider. Point SMTP_URL and SMS_WEBHOOK_URL at `smtpUrl` and `smsUrl`.
 */
export async function startMessageCatchers() {
  const mails: CaughtMail[] = [];
  const texts: CaughtText[] = [];
  const state = { refuse: false };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const sms = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      texts.push(JSON.parse(body) as CaughtText);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => sms.listen(0, '127.0.0.1', resolve));
  return {
    mails,
    texts,
    state,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    smsUrl: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`,
    /** Forgets what was caught, and accepts recipients again. */
    reset() {
      mails.length = 0;
      texts.length = 0;
      state.refuse = false;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(resolve));
      await new Promise<void>((resolve) => sms.close(() => resolve()));
    },
  };
}

/** A mail's text as written: quoted-printable soft breaks joined and its UTF-8 bytes decoded. */
export function readableMail(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
