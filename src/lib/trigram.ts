/**
 * Trigram similarity as PostgreSQL's pg_trgm defines it: a word is padded with two spaces in front
 * and one behind, cut into three-letter pieces, and two words are as similar as the share of pieces
 * they have in common (|a ∩ b| / |a ∪ b|). "lahor" and "lahore" score 0.63, "bahriya" and "bahria"
 * 0.5. The place names it compares against are a few hundred words held in memory, so it runs here
 * rather than as a database round trip per search.
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const out = new Set<string>();
  const chars = [...padded];
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return out;
}

export function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let common = 0;
  for (const t of ta) if (tb.has(t)) common += 1;
  const union = ta.size + tb.size - common;
  return union === 0 ? 0 : common / union;
}

/** The most similar candidate at or above `threshold`, or undefined. Ties go to the first. */
export function closest(word: string, candidates: Iterable<string>, threshold: number): { word: string; score: number } | undefined {
  let best: { word: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = similarity(word, candidate);
    if (score >= threshold && (!best || score > best.score)) best = { word: candidate, score };
  }
  return best;
}
