/**
 * The Urdu catalog: every `*.ur.ts` beside an English messages module, gathered into the one chunk
 * that Urdu pages load before the app renders (src/main.tsx) and that the server's renderer carries
 * (src/entry-server.tsx). English pages never download it. Each file's default export maps its
 * namespace (the first argument of `defineMessages`) to its texts; tests/unit/catalogs.test.ts
 * checks that every namespace is there with every key.
 */
import { registerTranslations } from './contract/i18n.ts';

const parts = import.meta.glob<{ default: Record<string, unknown> }>('./**/*.ur.ts', { eager: true });

registerTranslations('ur', Object.assign({}, ...Object.values(parts).map((part) => part.default)) as Record<string, unknown>);
