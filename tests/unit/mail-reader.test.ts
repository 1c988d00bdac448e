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
    for (let shift = 0; shift < 80; shift += 1) {
      const key = `${'k'.repeat(shift)}--${'x'.repeat(120)}`;
      const url = `https://basera.example/registration/confirmation?key=${key}`;
      const dir = await written(`<p>${'word '.repeat(3)}<a href="${url}">Confirm</a></p>`, `Confirm: ${url}`);
      const [mail] = readMails(dir);
      expect(linkIn(mail!, '/registration/confirmation').searchParams.get('key')).toBe(key);
    }
  });

  it('decodes an Urdu subject and a base64 Urdu text part', async () => {
    const dir = await written('<p>خوش آمدید</p>', 'خوش آمدید، https://basera.example/ur/properties');
    const [mail] = readMails(dir);
    expect(mail!.subject).toBe('اردو میں');
    expect(mail!.body).toContain('خوش آمدید، https://basera.example/ur/properties');
  });
});
