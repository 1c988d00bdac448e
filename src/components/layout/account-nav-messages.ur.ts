import type { Translation } from '../../contract/i18n.ts';
import type { accountNavMessages } from './account-nav-messages.ts';

const accountNav: Translation<typeof accountNavMessages> = {
  publicProfile: 'عوامی پروفائل',
  agency: 'میری ایجنسی',
};

export default { accountNav };
