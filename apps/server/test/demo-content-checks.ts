import { NOT_BUILT_FEATURES } from '@tuike/contract/not-built-features';
import { isoOperator } from '../src/lib/time';

/** Checks of demo and help texts, shared by the seed's tests on the database and on the generators. */

/** The text of some HTML, tags dropped. */
export const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

/** Every not-built feature word a text names, as "feature: word in «where»". */
export function notBuiltWordsIn(where: string, text: string): string[] {
  return NOT_BUILT_FEATURES.flatMap((f) =>
    f.words.filter((w) => text.toLowerCase().includes(w.toLowerCase())).map((w) => `${f.feature}: ${w} in «${where}»`),
  );
}

/** The months (1–12) in which a notice about a holiday can plausibly go out. */
const HOLIDAY_MONTHS: Record<string, readonly number[]> = {
  春节: [1, 2],
  元旦: [12],
  劳动节: [4],
  五一: [4],
  端午: [5, 6],
  中秋: [8, 9],
  国庆: [9],
};

const monthDistance = (a: number, b: number) => Math.min((a - b + 12) % 12, (b - a + 12) % 12);

/**
 * What is implausible about a dated text relative to its date and the clock: a date in the future, a
 * holiday out of its season, a month more than one away from the publication month (last month's
 * settlement and next month's rules are fine), a day more than 45 days away.
 */
export function dateProblems(where: string, text: string, publishedAt: Date, now: Date): string[] {
  const problems: string[] = [];
  const published = isoOperator(publishedAt);
  const [year, month] = published.slice(0, 7).split('-').map(Number) as [number, number];
  if (publishedAt > now) problems.push(`«${where}» is dated ${published}, after now`);
  for (const [holiday, months] of Object.entries(HOLIDAY_MONTHS)) {
    if (text.includes(holiday) && !months.includes(month)) problems.push(`«${where}» names ${holiday} but is dated ${published}`);
  }
  for (const m of text.matchAll(/(\d{1,2})月(?:(\d{1,2})日)?/g)) {
    const mentioned = Number(m[1]);
    if (monthDistance(mentioned, month) > 1) problems.push(`«${where}» names ${m[0]} but is dated ${published}`);
    if (m[2] !== undefined) {
      // The mentioned day in the year that puts it nearest the publication.
      const candidates = [year - 1, year, year + 1].map((y) => Date.UTC(y, mentioned - 1, Number(m[2])));
      const nearest = Math.min(...candidates.map((c) => Math.abs(c - publishedAt.getTime())));
      if (nearest > 45 * 86_400_000) problems.push(`«${where}» names ${m[0]}, far from ${published}`);
    }
  }
  return problems;
}
