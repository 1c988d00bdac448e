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

/**
 * RFC 2047 words. Adjacent words are one text (the space between them is folding), and a long
 * non-Latin subject (Urdu) is split into words at byte boundaries, so their bytes are joined before
 * they are read as UTF-8.
 */
function decodeHeader(value: string): string {
  const word = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  return value.replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(word)].map(([, enc, text]) => (enc!.toLowerCase() === 'b'
      ? Buffer.from(text!, 'base64')
      : Buffer.from(text!.replace(/_/g, ' ').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1')));
    const trailing = /\s*$/.exec(run)?.[0] ?? '';
    return Buffer.concat(bytes).toString('utf8') + trailing;
  });
}

/** Each MIME part decoded by its own transfer encoding: Urdu text parts come base64, HTML quoted-printable. */
function decodeParts(raw: string, body: string): string | null {
  // Split only at the declared boundaries: a quoted-printable line of a link can itself begin with
  // "--" (a base64url key), and cutting there cut the key in half.
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (boundaries.length === 0) return null;
  const delimiter = new RegExp(`(\\r?\\n--(?:${boundaries.join('|')})(?:--)?(?=\\r?\\n|$))`);
  let decodedAny = false;
  const out = `\n${body}`.split(delimiter).map((chunk) => {
    const part = /^([\s\S]*?Content-Transfer-Encoding:[ \t]*(base64|quoted-printable)[^\n]*\n)\r?\n([\s\S]*)$/i.exec(chunk);
    if (!part) return chunk;
    decodedAny = true;
    const content = part[2]!.toLowerCase() === 'base64'
      ? Buffer.from(part[3]!.replace(/\s+/g, ''), 'base64').toString('utf8')
      : decodeQuotedPrintable(part[3]!);
    return `${part[1]}\n${content}`;
  }).join('');
  return decodedAny ? out : null;
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
    const decoded = decodeParts(raw, body) ?? (/quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body);
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
