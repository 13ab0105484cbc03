import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.js';
import { saveToMailbox } from './file-mailbox.js';
import type { Mailer } from './mail.types.js';

export function mailboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail');
}

/** SMTP when SMTP_URL is set; otherwise every message is saved under <dataDir>/mail. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>): Mailer {
  if (config.SMTP_URL) {
    // Short timeouts: a hung server must fail the try (and be retried) well within the outbox lease.
    const transport = nodemailer.createTransport(
      { url: config.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from: config.MAIL_FROM },
    );
    return {
      transport: 'smtp',
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.MAIL_FROM },
  );
  const dir = mailboxDir(config);
  return {
    transport: 'mailbox',
    send: async (message) => {
      const info = await composer.sendMail(message);
      await saveToMailbox(dir, info.message as Buffer, message);
    },
    close: () => composer.close(),
  };
}
