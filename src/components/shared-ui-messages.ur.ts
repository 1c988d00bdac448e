import type { Translation } from '../contract/i18n.ts';
import type { sharedUiMessages } from './shared-ui-messages.ts';

const shared: Translation<typeof sharedUiMessages> = {
  toast: {
    close: 'اطلاع بند کریں',
  },
  tryAgain: 'دوبارہ کوشش کریں',
};

export default { 'shared.ui': shared };
