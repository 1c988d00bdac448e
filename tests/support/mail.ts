import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  replyTo: string;
  /** The decoded text of every part, joined. */
  body: string;
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

/** Reads the .eml files the server wrote (DATA_DIR/mail), oldest first. */
export function readMails(dataDir: string): Mail[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
    const headers = new Map<string, string>();
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const i = line.indexOf(':');
      if (i > 0) headers.set(line.slice(0, i).toLowerCase(), decodeHeader(line.slice(i + 1).trim()));
    }
    const body = rest.join('\n\n');
    const decoded = /quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
    return {
      file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', replyTo: headers.get('reply-to') ?? '', body: decoded,
    };
  });
}

export function mailsTo(dataDir: string, address: string): Mail[] {
  return readMails(dataDir).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** The first link in a mail whose path matches, e.g. /registration/confirmation. */
export function linkIn(mail: Mail, pathPart: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/.]/g, '\\$&')}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`No ${pathPart} link in mail "${mail.subject}"`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
