// IndexedDB for the offline modules under Node (docs/traps.md, trap 10).
import 'fake-indexeddb/auto';
