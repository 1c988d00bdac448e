import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Log } from '../log.ts';

/** An address with a display name, which nodemailer quotes: a comma or quote in the name stays in the name. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A string in mails queued by earlier releases. */
  replyTo?: MailAddress | string;
}

/** A queued mail's identity: sending it twice (a retry after a crash) must not make two mails. */
export interface MailIdentity {
  id: number;
  createdAt: Date;
}

export interface Mailer {
  send(message: MailMessage, identity?: MailIdentity): Promise<void>;
  /** Where .eml files go when no SMTP server is configured; null with SMTP. */
  readonly outbox: string | null;
}

/**
 * Real messages through nodemailer: SMTP when MAIL_URL is set, otherwise RFC 822 files under
 * DATA_DIR/mail that a developer (or a test) can open.
 */
/** The demo catalogue's owners live here; their mail is never handed to a real server. */
const DEMO_DOMAIN = '@demo.basera.pk';

export function createMailer(config: Config, log: Log): Mailer {
  const files = fileMailer(config, log);
  if (config.mailUrl) {
    const transport = nodemailer.createTransport(config.mailUrl);
    return {
      outbox: null,
      async send(message, identity) {
        if (message.to.toLowerCase().endsWith(DEMO_DOMAIN)) return files.send(message, identity);
        // A resend after a crash carries the same Message-ID, which receiving servers and clients
        // use to drop the duplicate; SMTP itself cannot promise exactly once.
        const messageId = identity ? `<mail-${identity.id}-${identity.createdAt.getTime()}@${new URL(config.publicUrl).hostname}>` : undefined;
        await transport.sendMail({ from: config.mailFrom, ...message, ...(messageId ? { messageId } : {}) });
        // No address and no subject (it can carry a name or a listing's title): the queue's mail id
        // finds the mail, in the database, for whoever may read it.
        log('mail sent', { mailId: identity?.id });
      },
    };
  }
  return files;
}

function fileMailer(config: Config, log: Log): Mailer {
  const dir = path.join(config.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outbox: dir,
    async send(message, identity) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      // A queued mail always gets the same name, so sending it again replaces the file: exactly one.
      const name = identity
        ? `${identity.createdAt.toISOString().replace(/[:.]/g, '-')}-q${identity.id}.eml`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written whole or not at all: a crash mid-write must not leave half a mail under the final name.
      const tmp = path.join(dir, `${name}.${randomBytes(4).toString('hex')}.tmp`);
      await writeFile(tmp, info.message as Buffer);
      await rename(tmp, path.join(dir, name));
      log('mail written', { mailId: identity?.id, file: path.join(dir, name) });
    },
  };
}
