import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config, SmsGatewayConfig } from '../config.ts';

/** One text message to a Pakistani mobile number in national form (03001234567). */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
  /** Where message files go when no gateway is configured; null with a gateway. */
  readonly outbox: string | null;
}

/**
 * A number as the log may show it: enough to tell two apart, not enough to call. The text is never
 * logged: it carries a one-time code.
 */
export function maskedNumber(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}` : '***';
}

/**
 * Text messages go to the gateway SMS_GATEWAY_URL names, or else are written as JSON files under
 * DATA_DIR/sms, one a message, that a developer (or a test) can open.
 */
export function createSmsSender(config: Config, log: (line: string) => void = console.log, fetcher: typeof fetch = fetch): SmsSender {
  return config.smsGateway ? gatewaySender(config.smsGateway, log, fetcher) : fileSender(config.dataDir, log);
}

function fileSender(dataDir: string, log: (line: string) => void): SmsSender {
  const dir = path.join(dataDir, 'sms');
  return {
    outbox: dir,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const at = new Date();
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      // Written whole or not at all: a reader polling the folder never sees half a message.
      const tmp = path.join(dir, `${name}.tmp`);
      await writeFile(tmp, `${JSON.stringify({ To: message.to, Text: message.text, At: at.toISOString() }, null, 2)}\n`);
      await rename(tmp, path.join(dir, name));
      log(`sms written to ${path.join(dir, name)} for ${maskedNumber(message.to)}`);
    },
  };
}

/** The number as the gateway wants it: 03001234567, 923001234567 or +923001234567. */
export function gatewayNumber(phone: string, style: SmsGatewayConfig['numbers']): string {
  const national = phone.replace(/^0/, '');
  return style === 'national' ? phone : style === 'international' ? `92${national}` : `+92${national}`;
}

/**
 * The generic HTTP form most SMS gateways take: one POST per message, as JSON or as a form, with the
 * number, the text and the sender under names the operator sets (SMS_GATEWAY_FIELDS), and the token
 * either as a field of its own (when the fields name one) or as a bearer header. Any answer but 2xx,
 * or one without SMS_GATEWAY_EXPECT's text, is a failure the caller reports.
 */
export function gatewaySender(gateway: SmsGatewayConfig, log: (line: string) => void, fetcher: typeof fetch = fetch): SmsSender {
  return {
    outbox: null,
    async send(message) {
      const f = gateway.fields;
      const values: Record<string, string> = {
        [f.to]: gatewayNumber(message.to, gateway.numbers),
        [f.text]: message.text,
        [f.sender]: gateway.sender,
      };
      const headers: Record<string, string> = {};
      if (gateway.token && f.token) values[f.token] = gateway.token;
      else if (gateway.token) headers.authorization = `Bearer ${gateway.token}`;
      let body: string;
      if (gateway.format === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(values).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(values);
      }
      const res = await fetcher(gateway.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      const answer = await res.text().catch(() => '');
      // The gateway's address may carry credentials in its query: only its host is logged.
      const host = new URL(gateway.url).host;
      if (!res.ok || (gateway.expect && !answer.includes(gateway.expect))) {
        throw new Error(`SMS gateway ${host} refused a message: HTTP ${res.status} ${answer.slice(0, 200)}`);
      }
      log(`sms sent through ${host} to ${maskedNumber(message.to)}`);
    },
  };
}
