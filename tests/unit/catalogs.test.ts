/**
 * Every text of the interface in both languages. Each messages module declares its
 * English with `defineMessages`; the Urdu catalog (src/i18n-urdu.ts) must have every namespace with
 * every key, the same kind of value (text, function, list) and no extra keys. TypeScript already
 * refuses most gaps; this also catches a namespace spelled differently or a file left out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VALUES_NAMESPACE_PREFIX, declaredCatalogs, defineMessages, localize, registerTranslations, withLocale } from '../../src/contract/i18n.ts';
import { REFERENCE_VALUES, cityLabel, purposeLabel, typeLabel, type ReferenceGroup } from '../../src/lib/reference-labels.ts';
import { AREA_UNITS, CITIES, FEATURES, PROPERTY_TYPES, PURPOSES } from '../../server/seed/reference-data.ts';
import { toolsMessages } from '../../src/features/tools/tools-messages.ts';
import { areaMessages } from '../../src/features/tools/area-messages.ts';

// Loads every English messages module, so each registers its namespace.
const modules = import.meta.glob(['../../src/**/*messages.ts', '../../server/**/*messages.ts'], { eager: true });
const urduParts = import.meta.glob<{ default: Record<string, unknown> }>(['../../src/**/*.ur.ts', '../../server/**/*.ur.ts'], { eager: true });
const urdu: Record<string, unknown> = Object.assign({}, ...Object.values(urduParts).map((part) => part.default));

type Problem = string;

const isPlaceholder = (piece: unknown): boolean => typeof piece === 'string' && /^\{\w+\}$/.test(piece);

function compare(english: unknown, translated: unknown, where: string, problems: Problem[]): void {
  if (typeof english === 'string') {
    if (typeof translated !== 'string' || translated.trim() === '') problems.push(`${where}: missing Urdu text`);
  } else if (typeof english === 'function') {
    if (typeof translated !== 'function') problems.push(`${where}: missing Urdu function`);
  } else if (Array.isArray(english) && english.some(isPlaceholder)) {
    // A sentence in pieces around its placeholders: Urdu puts them in its own order, with its own
    // number of pieces, but every placeholder once and no empty text.
    const names = (list: unknown[]) => list.filter(isPlaceholder).sort().join(' ');
    if (!Array.isArray(translated) || names(translated) !== names(english)) problems.push(`${where}: Urdu pieces name other placeholders`);
    else if (translated.some((piece) => typeof piece !== 'string' || piece.trim() === '')) problems.push(`${where}: empty Urdu piece`);
  } else if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) problems.push(`${where}: Urdu list differs in length`);
    else english.forEach((item, i) => compare(item, translated[i], `${where}[${i}]`, problems));
  } else if (typeof english === 'object' && english !== null) {
    if (typeof translated !== 'object' || translated === null) {
      problems.push(`${where}: missing Urdu group`);
      return;
    }
    for (const key of Object.keys(english)) compare((english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], `${where}.${key}`, problems);
    for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${where}.${key}: Urdu key with no English`);
  }
}

describe('message catalogs', () => {
  it('finds the messages modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(3);
    expect(declaredCatalogs().size).toBeGreaterThan(3);
  });

  it('has every namespace and key in Urdu', () => {
    const problems: Problem[] = [];
    for (const [namespace, english] of declaredCatalogs()) if (!namespace.startsWith('test.')) compare(english, urdu[namespace], namespace, problems);
    for (const namespace of Object.keys(urdu)) {
      if (!declaredCatalogs().has(namespace) && !namespace.startsWith(VALUES_NAMESPACE_PREFIX)) problems.push(`${namespace}: Urdu namespace with no English`);
    }
    expect(problems).toEqual([]);
  });

  it('has Urdu for every reference value, which English pages show as it is', () => {
    // The seeded reference data, and the few values the app adds: the purpose tabs' 'Any Status', the
    // 'Other' category and the short unit names.
    const expected: Record<ReferenceGroup, readonly string[]> = {
      purposes: [...PURPOSES.map((p) => p.name), 'Any Status'],
      types: PROPERTY_TYPES.map((t) => t.name),
      categories: [...new Set(PROPERTY_TYPES.map((t) => t.category)), 'Other'],
      units: [...AREA_UNITS.map((u) => u.name), 'Sq. Ft.', 'Sq. Yd.', 'Sq. M.'],
      features: FEATURES.map((f) => f.name),
      cities: CITIES.map((c) => c.name),
    };
    const values = urdu[REFERENCE_VALUES] as Record<ReferenceGroup, Record<string, unknown>>;
    const missing = Object.entries(expected).flatMap(([group, names]) =>
      names.filter((name) => typeof values[group as ReferenceGroup]?.[name] !== 'string').map((name) => `${group}: ${name}`));
    expect(missing).toEqual([]);
    registerTranslations('ur', urdu);
    expect(typeLabel('House')).toBe('House');
    expect(withLocale('ur', () => typeLabel('House'))).toBe('مکان');
    expect(withLocale('ur', () => purposeLabel('For Sale'))).toBe('برائے فروخت');
    expect(withLocale('ur', () => cityLabel('Khanewal'))).toBe('Khanewal');
    expect(withLocale('ur', () => localize('Lahore'))).toBe('لاہور');
  });

  it('declares catalogs only in *messages.ts files, so the completeness check sees them all', () => {
    const sources = import.meta.glob(['../../src/**/*.{ts,tsx}', '../../server/**/*.ts'], { query: '?raw', import: 'default', eager: true });
    const stray = Object.keys(sources).filter((file) =>
      !/messages\.ts$/.test(file) && !file.endsWith('contract/i18n.ts') && !file.includes('/tests/') && /defineMessages\(/.test(String(sources[file])));
    expect(stray).toEqual([]);
  });

  it('reads the page language, with English outside it', () => {
    registerTranslations('ur', urdu);
    expect(withLocale('ur', () => toolsMessages.title)).toBe('پراپرٹی کے ٹولز');
    expect(withLocale('ur', () => areaMessages.units.kanal)).toBe('کنال');
    expect(withLocale('ur', () => areaMessages.kanalNote('225', '4,500'))).toContain('کنال');
    expect(toolsMessages.title).toBe('Property tools');
  });

  it('falls back to English for a text not translated', () => {
    const partial = defineMessages('test.partial', { shown: 'Shown', missing: 'Missing' });
    registerTranslations('ur', { 'test.partial': { shown: 'دکھایا' } });
    withLocale('ur', () => {
      expect(partial.shown).toBe('دکھایا');
      expect(partial.missing).toBe('Missing');
    });
  });

  it('translates a fixed English text, such as a server message, and leaves others alone', () => {
    registerTranslations('ur', urdu);
    const spec = readFileSync(new URL('../../src/contract/messages.ts', import.meta.url), 'utf8');
    expect(spec).toContain('defineMessages');
    withLocale('ur', () => {
      expect(localize('Password field is required')).not.toBe('Password field is required');
      expect(localize('Ali’s 5 Marla house')).toBe('Ali’s 5 Marla house');
    });
    expect(localize('Password field is required')).toBe('Password field is required');
  });

  it('leaves a field message read on an Urdu page as it is: the shell localizing it again changes nothing', async () => {
    registerTranslations('ur', urdu);
    const { FieldMessages } = await import('../../src/contract/messages.ts');
    withLocale('ur', () => {
      // What the enquiry form's schema holds on an Urdu page (it is made after the language is set).
      const shown = FieldMessages.enquiry.message;
      expect(shown).not.toBe('Message is required.');
      expect(localize(shown)).toBe(shown);
      // And the same text in English, as a server would send it, reads the same.
      expect(localize('Message is required.')).toBe(shown);
    });
  });
});
