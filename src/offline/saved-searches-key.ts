/**
 * Where the device's saved searches live (localStorage), apart from their code: the home page checks
 * for any before it loads the block that shows them.
 */
export const SAVED_SEARCHES_KEY = 'basera-saved-searches';

export function hasSavedSearches(): boolean {
  try {
    return (localStorage.getItem(SAVED_SEARCHES_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}
