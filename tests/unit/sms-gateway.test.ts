import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsGatewayConfig } from '../../server/config.ts';
import { gatewayNumber, gatewaySender, maskedNumber } from '../../server/sms/transport.ts';

// The generic HTTP gateway form against a local HTTP server that answers as a gateway does: what
// arrives on the wire for the JSON and the form shapes, and what counts as a refusal.

interface Received { headers: IncomingMessage['headers']; body: string; url: string }
let server: Server;
let url = '';
const received: Received[] = [];
let answer = { status: 200, body: 'OK' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8'); });
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sms.php?username=u1&password=p1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = (over: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  url, token: undefined, format: 'json', numbers: 'e164', expect: '', sender: 'Basera',
  fields: { to: 'to', text: 'text', sender: 'sender', token: undefined }, ...over,
});

describe('the SMS gateway', () => {
  it('posts JSON with a bearer token by default, the number in E.164', async () => {
    const lines: string[] = [];
    received.length = 0;
    await gatewaySender(gateway({ token: 'gateway-token-123456' }), (l) => lines.push(l)).send({ to: '03001234567', text: '123456 is your Basera code.' });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe('Bearer gateway-token-123456');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual({ to: '+923001234567', text: '123456 is your Basera code.', sender: 'Basera' });
    expect(lines.join('\n')).not.toMatch(/123456|password|03001234567/);
  });

  it('posts a form under the gateway\'s own names, the token as a field, and needs its success text', async () => {
    received.length = 0;
    const form = gateway({
      format: 'form', numbers: 'international', expect: 'OK', token: 'k-123', sender: 'BASERA',
      fields: { to: 'mobile', text: 'message', sender: 'sender', token: 'api_key' },
    });
    await gatewaySender(form, () => undefined).send({ to: '03451234567', text: 'کوڈ 654321' });
    const params = new URLSearchParams(received[0]!.body);
    expect(received[0]!.url).toBe('/api/sms.php?username=u1&password=p1');
    expect(Object.fromEntries(params)).toEqual({ mobile: '923451234567', message: 'کوڈ 654321', sender: 'BASERA', api_key: 'k-123' });
    expect(received[0]!.headers.authorization).toBeUndefined();

    answer = { status: 200, body: '1 Invalid Username Or Password' };
    await expect(gatewaySender(form, () => undefined).send({ to: '03451234567', text: 'x' })).rejects.toThrow(/refused/);
    answer = { status: 500, body: 'down' };
    await expect(gatewaySender(gateway(), () => undefined).send({ to: '03451234567', text: 'x' })).rejects.toThrow(/HTTP 500/);
    answer = { status: 200, body: 'OK' };
  });

  it('writes numbers as the gateway wants them, and masks them in the log', () => {
    expect(gatewayNumber('03001234567', 'national')).toBe('03001234567');
    expect(gatewayNumber('03001234567', 'international')).toBe('923001234567');
    expect(gatewayNumber('03001234567', 'e164')).toBe('+923001234567');
    expect(maskedNumber('03001234567')).toBe('0300*****67');
  });
});
