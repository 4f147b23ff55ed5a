/**
 * The grams a title must hold (its `title_grams`, from works_title_grams() in migration 0004) to
 * contain `keyword`: the keyword's character pairs, or the character itself for a one-character word.
 *
 * Only characters whose lower case JS and PostgreSQL surely agree on take part — ASCII and characters
 * without case (all of Chinese). Others (é, Σ…) are left out of the grams: a gram made with a lower
 * case PostgreSQL would not make could miss a matching title, while leaving one out only lets the
 * ILIKE recheck see a few more candidates. With no gram left the search is unindexed but still right.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = [...keyword].map((c) => (isAscii(c) ? c.toLowerCase() : isUncased(c) ? c : null));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    const [a, b] = [chars[i], chars[i + 1]];
    if (a != null && b != null) pairs.add(a + b);
  }
  if (pairs.size) return [...pairs];
  return [...new Set(chars.filter((c): c is string => c != null))];
}

const isAscii = (c: string) => c.charCodeAt(0) < 0x80;
const isUncased = (c: string) => c.toLowerCase() === c && c.toUpperCase() === c;
