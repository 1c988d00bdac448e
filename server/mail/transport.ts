import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where .eml files go when no SMTP server is configured; null with SMTP. */
  readonly outbox: string | null;
}

/**
 * Real messages through nodemailer: SMTP when MAIL_URL is set, otherwise RFC 822 files under
 * DATA_DIR/mail that a developer (or a test) can open.
 */
/** The demo catalogue's owners live here; their mail is never handed to a real server. */
const DEMO_DOMAIN = '@demo.basera.pk';

export function createMailer(config: Config, log: (line: string) => void = console.log): Mailer {
  const files = fileMailer(config, log);
  if (config.mailUrl) {
    const transport = nodemailer.createTransport(config.mailUrl);
    return {
      outbox: null,
      async send(message) {
        if (message.to.toLowerCase().endsWith(DEMO_DOMAIN)) return files.send(message);
        await transport.sendMail({ from: config.mailFrom, ...message });
        log(`mail sent to ${message.to}: ${message.subject}`);
      },
    };
  }
  return files;
}

function fileMailer(config: Config, log: (line: string) => void): Mailer {
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox: dir,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message as Buffer);
      log(`mail written to ${path.join(dir, name)} for ${message.to}: ${message.subject}`);
    },
  };
}
