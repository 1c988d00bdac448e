/** The app's version, set by vite.config.ts `define`; the persisted query cache's buster. */
declare const __APP_VERSION__: string;
