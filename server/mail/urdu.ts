/**
 * The Urdu texts the server itself writes: its mails, and the shared texts they use (prices, the
 * spec's messages). The browser's Urdu catalog is gathered by src/i18n-urdu.ts; the server bundle
 * (esbuild, no glob imports) names the parts it needs here.
 */
import { registerTranslations } from '../../src/contract/i18n.ts';
import mail from './mail-messages.ur.ts';
import price from '../../src/lib/price-messages.ur.ts';
import spec from '../../src/contract/messages.ur.ts';

registerTranslations('ur', { ...mail, ...price, ...spec });
