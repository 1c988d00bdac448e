import { chromium } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:8300';
const [,, path, name, auth] = process.argv;
let user = null;
if (auth) {
  const tag = `shot${Date.now().toString(36)}`;
  await fetch(`${base}/api/Account/Register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ FirstName: 'Sana', LastName: 'Malik', UserName: tag, Email: `${tag}@example.pk`, Password: 'Secret-pass-1', ConfirmPassword: 'Secret-pass-1' }) });
  await new Promise((r) => setTimeout(r, 500));
  const dir = '/tmp/shots/mail';
  const f = readdirSync(dir).filter((x) => x.endsWith('.eml')).map((x) => readFileSync(`${dir}/${x}`, 'utf8')).filter((t) => t.includes(`${tag}@example.pk`)).pop();
  const key = /key=([A-Za-z0-9_%-]+)/.exec(f.replace(/=\r?\n/g, '').replace(/=3D/g, '='))[1];
  const res = await fetch(`${base}/api/account/confirm/email?key=${key}`);
  user = (await res.json()).Data;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[360, 740], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  if (user) await ctx.addInitScript((u) => localStorage.setItem('currentUser', u), JSON.stringify(user));
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/${name}-${w}.png`, fullPage: Boolean(process.env.FULL) });
  await ctx.close();
}
await browser.close();
