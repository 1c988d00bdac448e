import { defineMessages } from '../../src/contract/i18n.ts';

/**
 * The text messages the site sends, in the language of the page they were asked from. Short: one SMS
 * holds 160 Latin characters but only 70 in Urdu script. The Urdu is in sms-messages.ur.ts.
 */
export const smsMessages = defineMessages('sms', {
  code: (code: string, minutes: number) => `${code} is your Basera code. It works for ${minutes} minutes. Never share it with anyone.`,
});
