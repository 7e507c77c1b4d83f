import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server.ts';
import { startTwilioStandIn } from '../../test/twilio-stand-in.ts';
import { createMessenger } from './messenger.ts';

const silentLog = {
  warn: () => {},
  error: () => {},
} as unknown as Parameters<typeof createMessenger>[1];

describe('createMessenger', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('mails through SMTP from MAIL_FROM', async () => {
    const messenger = createMessenger(
      { smtpUrl: smtp.url, mailFrom: 'Inner Compass <login@innercompass.test>', twilio: undefined },
      silentLog,
    );
    await messenger.send({ to: 'a@example.com', channel: 'email', subject: 'Hi', text: 'Body' });
    const mail = await smtp.waitFor('a@example.com');
    expect(mail.subject).toBe('Hi');
    expect(mail.raw).toContain('login@innercompass.test');
    expect(messenger.canSend('phone')).toBe(false);
    messenger.close();
  });

  it('texts through Twilio with the account credentials and TWILIO_FROM', async () => {
    const standIn = await startTwilioStandIn();
    const messenger = createMessenger(
      {
        smtpUrl: undefined,
        mailFrom: 'x',
        twilio: {
          accountSid: 'AC00000000000000000000000000000000',
          authToken: 'secret',
          from: '+15005550006',
        },
      },
      silentLog,
      standIn.origin,
    );
    expect(messenger.canSend('email')).toBe(false);
    await messenger.send({
      to: '+14155552671',
      channel: 'phone',
      subject: '',
      text: '123456 is your code',
    });
    standIn.close();
    const [call] = standIn.received;
    expect(call?.path).toBe(
      '/2010-04-01/Accounts/AC00000000000000000000000000000000/Messages.json',
    );
    expect(call?.form.get('To')).toBe('+14155552671');
    expect(call?.form.get('From')).toBe('+15005550006');
    expect(call?.form.get('Body')).toBe('123456 is your code');
    expect(call?.auth).toBe(
      `Basic ${Buffer.from('AC00000000000000000000000000000000:secret').toString('base64')}`,
    );
  });

  it('writes to the log when no channel is configured', async () => {
    const lines: string[] = [];
    const log = {
      warn: (line: string) => lines.push(line),
      error: () => {},
    } as unknown as Parameters<typeof createMessenger>[1];
    const messenger = createMessenger(
      { smtpUrl: undefined, mailFrom: 'x', twilio: undefined },
      log,
    );
    expect(messenger.canSend('email') && messenger.canSend('phone')).toBe(true);
    await messenger.send({
      to: 'a@example.com',
      channel: 'email',
      subject: 's',
      text: '654321 code',
    });
    expect(lines.join('\n')).toContain('654321 code');
  });
});
