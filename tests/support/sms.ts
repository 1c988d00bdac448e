import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One text message as the server writes it without a gateway (server/sms/transport.ts). */
export interface Sms {
  file: string;
  To: string;
  Text: string;
  At: string;
}

/** The messages written under DATA_DIR/sms to a number, oldest first. */
export function smsTo(dataDir: string, phone: string): Sms[] {
  const dir = path.join(dataDir, 'sms');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ file: f, ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Omit<Sms, 'file'>) }))
    .filter((m) => m.To === phone);
}

/** The one-time code in a message. */
export function codeIn(sms: Sms): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(sms.Text)?.[1];
  if (!code) throw new Error(`No code in the SMS: ${sms.Text}`);
  return code;
}
