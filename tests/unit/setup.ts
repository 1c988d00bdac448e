// IndexedDB for the offline modules under jsdom/node (TOOLCHAIN.md, trap 10).
import 'fake-indexeddb/auto';
