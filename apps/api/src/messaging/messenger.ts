import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { RequestClient, Twilio } from 'twilio';
import type { Config } from '../config/config.ts';

export type OutgoingMessage = {
  /** An e-mail address or an E.164 phone number. */
  to: string;
  channel: 'email' | 'phone';
  subject: string;
  text: string;
  /** Extra e-mail headers (a reminder's List-Unsubscribe); SMS has none. */
  headers?: Record<string, string>;
};

class ChannelUnavailableError extends Error {}

export type Messenger = {
  canSend: (channel: OutgoingMessage['channel']) => boolean;
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
};

/**
 * E-mail through SMTP, SMS through Twilio. With neither configured (development only; the
 * config refuses production), messages go to the log so a newcomer can still sign in.
 */
export function createMessenger(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'twilio'>,
  log: FastifyBaseLogger,
  /** Sends Twilio's API calls to another origin (tests use a local stand-in for api.twilio.com). */
  twilioApiOrigin?: string,
): Messenger {
  // Pooled: each message would otherwise open its own connection and pay the server's greeting
  // (TCP, TLS, and the pause many servers keep to catch early talkers: 100 ms in smtp-server),
  // which every sign-in waits for. close() ends the pool's connections.
  const mailer = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, pool: true })
    : undefined;
  const twilioConfig = config.twilio;
  // Twilio's SDK (about 17 MB of resident memory) is loaded on the first SMS, not at start.
  let smsClient: Promise<Twilio> | undefined;
  const sms = twilioConfig
    ? () => {
        smsClient ??= import('twilio').then(({ default: twilio }) =>
          twilio(twilioConfig.accountSid, twilioConfig.authToken, {
            ...(twilioApiOrigin
              ? { httpClient: redirectingTwilioClient(twilio.RequestClient, twilioApiOrigin) }
              : {}),
          }),
        );
        return smsClient;
      }
    : undefined;
  const hasNoChannel = !mailer && !sms;

  return {
    canSend: (channel) => hasNoChannel || (channel === 'email' ? !!mailer : !!sms),
    async send(message) {
      if (message.channel === 'email' && mailer) {
        await mailer.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return;
      }
      if (message.channel === 'phone' && sms && config.twilio) {
        const client = await sms();
        await client.messages.create({
          from: config.twilio.from,
          to: message.to,
          body: message.text,
        });
        return;
      }
      if (hasNoChannel) {
        // Development without SMTP or Twilio: the log is the only way to read the message.
        log.warn(`[no delivery channel] message to ${message.to}: ${message.text}`);
        return;
      }
      throw new ChannelUnavailableError(`No ${message.channel} channel is configured.`);
    },
    close: () => mailer?.close(),
  };
}

function redirectingTwilioClient(Client: new () => RequestClient, origin: string): RequestClient {
  const client = new Client();
  const request = client.request.bind(client);
  client.request = (opts) =>
    request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, origin) });
  return client;
}
