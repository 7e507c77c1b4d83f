import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; raw: string };

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpTestServer() {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          raw,
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    /** Waits for the n-th message (1-based) to an address. */
    async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const received = messages.filter((m) => m.to.includes(address.toLowerCase()));
        const message = received[count - 1];
        if (message) return message;
        if (Date.now() > deadline) throw new Error(`no mail #${count} to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

/** The body of a message as sent, quoted-printable's soft line breaks joined. */
export function bodyOf(mail: ReceivedMail): string {
  const start = mail.raw.search(/\r?\n\r?\n/);
  return mail.raw.slice(start).replace(/=\r?\n/g, '');
}

/** The code of a code's message: on a line of its own in the text, never in the subject. */
export function codeFrom(mail: ReceivedMail): string {
  const code = /^(\d{6})\r?$/m.exec(bodyOf(mail))?.[1];
  if (!code) throw new Error(`no code in the message "${mail.subject}"`);
  return code;
}
