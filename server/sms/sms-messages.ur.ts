import type { Translation } from '../../src/contract/i18n.ts';
import type { smsMessages } from './sms-messages.ts';

const sms: Translation<typeof smsMessages> = {
  code: (code: string, minutes: number) => `بسیرا کوڈ: ${code}۔ ${minutes} منٹ تک چلے گا۔ کسی کو نہ بتائیں۔`,
};

export default { sms };
