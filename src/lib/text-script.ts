/**
 * Whether what someone wrote is in Latin letters, for the language it is marked with on Urdu pages.
 * Such a run needs the Latin face (the Naskh face has no Latin letters) and an English voice in a
 * screen reader. CSS cannot tell on its own: `:dir(ltr)` of a `dir="auto"` field is lowered by the
 * build into a list of `:lang()` tests, which an Urdu page always fails (docs/design.md, Urdu).
 */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const LATIN_LETTER = /[A-Za-z\u00c0-\u024f]/;

/** 'en' for text in Latin letters with no right-to-left ones, else undefined (the page's language). */
export function latinLang(text: string | null | undefined): 'en' | undefined {
  if (!text || RTL_LETTER.test(text)) return undefined;
  return LATIN_LETTER.test(text) ? 'en' : undefined;
}
