// IndexedDB for the offline modules under Node (TOOLCHAIN.md, trap 10).
import 'fake-indexeddb/auto';
