/**
 * The Urdu texts the server itself writes: its mails, the one-button pages mailed links open, and
 * the shared texts they use (prices, the spec's messages, freshness answers). The browser's Urdu
 * catalog is gathered by src/i18n-urdu.ts; the server bundle (esbuild, no glob imports) names the
 * parts it needs here.
 */
import { registerTranslations } from '../src/contract/i18n.ts';
import mail from './mail/mail-messages.ur.ts';
import sms from './sms/sms-messages.ur.ts';
import keyPages from './http/key-page-messages.ur.ts';
import price from '../src/lib/price-messages.ur.ts';
import spec from '../src/contract/messages.ur.ts';
import freshness from '../src/contract/freshness-messages.ur.ts';
import reportReasons from '../src/contract/report-messages.ur.ts';
import areaText from '../src/lib/area-messages.ur.ts';
import priceText from '../src/contract/price-text-messages.ur.ts';
// City names in the alert mails' new projects.
import reference from '../src/lib/reference-messages.ur.ts';

registerTranslations('ur', { ...mail, ...sms, ...keyPages, ...price, ...spec, ...freshness, ...reportReasons, ...areaText, ...priceText, ...reference });
