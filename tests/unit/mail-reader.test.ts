import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { linkIn, readMails } from '../support/mail.ts';

/** The tests' mail reader must give back links exactly as sent, whatever line the encoder wraps them on. */
async function written(html: string, text: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from: 'a@example.pk', to: 'b@example.pk', subject: 'اردو میں', html, text });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mail-reader-'));
  mkdirSync(path.join(dir, 'mail'));
  writeFileSync(path.join(dir, 'mail', '1.eml'), info.message as Buffer);
  return dir;
}

describe('the tests\' mail reader', () => {
  it('keeps a key whose wrapped line begins with "--" whole (a multipart mail, quoted-printable)', async () => {
    // One mail, a line per shift: quoted-printable wraps each line of the source afresh, so line n
    // puts the key's "--" at every column a wrap can fall on, as 80 separate mails did at 80 times the work.
    const urls = Array.from({ length: 80 }, (_, shift) =>
      `https://basera.example/registration/confirmation?key=${'k'.repeat(shift)}--${'x'.repeat(120)}`);
    const dir = await written(
      urls.map((url) => `<p>${'word '.repeat(3)}<a href="${url}">Confirm</a></p>`).join('\n'),
      urls.map((url) => `Confirm: ${url}`).join('\n'),
    );
    const [mail] = readMails(dir);
    expect(linkIn(mail!, '/registration/confirmation').searchParams.get('key')).toBe(`--${'x'.repeat(120)}`);
    for (const url of urls) {
      expect(mail!.body).toContain(`href="${url}"`);
      expect(mail!.body).toContain(`Confirm: ${url}\n`);
    }
  });

  it('decodes an Urdu subject and a base64 Urdu text part', async () => {
    const dir = await written('<p>خوش آمدید</p>', 'خوش آمدید، https://basera.example/ur/properties');
    const [mail] = readMails(dir);
    expect(mail!.subject).toBe('اردو میں');
    expect(mail!.body).toContain('خوش آمدید، https://basera.example/ur/properties');
  });
});
