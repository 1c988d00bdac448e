import type { Translation } from '../contract/i18n.ts';
import type { areaTextMessages } from './area-messages.ts';

const areaText: Translation<typeof areaTextMessages> = {
  units: {
    marla: 'مرلہ',
    kanal: 'کنال',
    sqft: 'مربع فٹ',
    sqyd: 'مربع گز',
    sqm: 'مربع میٹر',
  },
  withOwner: (converted: string, owner: string) => `${converted} (${owner})`,
};

export default { areaText };
