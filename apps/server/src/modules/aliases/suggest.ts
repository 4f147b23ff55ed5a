import { type AliasRule, aliasLength, aliasRuleProblem } from '@tuike/contract/alias-rule';
import type { WorkType } from '@tuike/contract/enums';
import type { DbOrTx } from '../../db/client';
import { aliasesRepository as repo } from './repository';
import { workAndRule } from './service';

/**
 * Words promoters add to a title's short form, per kind of work: a drama is 剧 that one 追 and 看, a
 * novel is 书 or 文 that one 读; a word of the other kind reads as a slip.
 */
const VOCABULARY: Record<WorkType, { words: readonly string[]; endings: readonly string[] }> = {
  1: { words: ['热播', '必看', '全集', '精选', '好看', '推荐', '爆款', '追剧'], endings: ['剧', '迷', '控'] },
  2: { words: ['必读', '全本', '精选', '好看', '推荐', '爆款', '追更', '完本'], endings: ['文', '书', '迷', '控'] },
};
/** What follows the title's head: an ending, a word, or a word and an ending or another word; shortest first. */
const tailsOf = ({ words, endings }: (typeof VOCABULARY)[WorkType]) => [
  ...endings,
  ...words,
  ...words.flatMap((w) => endings.map((e) => w + e)),
  ...words.flatMap((w) => words.filter((v) => v !== w).map((v) => w + v)),
];
const TAILS: Record<WorkType, readonly string[]> = { 1: tailsOf(VOCABULARY[1]), 2: tailsOf(VOCABULARY[2]) };
const SUGGESTIONS = 5;
/** Forms per length at the least, so that a crowded platform still leaves some free. */
const MIN_FORMS = 24;
/** Candidates checked against the database per round; a crowded platform takes a few rounds. */
const BATCH = 40;
const MAX_CANDIDATES = 400;

const isHan = (ch: string) => /\p{Script=Han}/u.test(ch);

/** `len` digits that depend only on the work and the variant number, so suggestions are repeatable. */
function digits(workId: number, k: number, len: number): string {
  let out = '';
  for (let round = 0; out.length < len; round++) {
    const x = (Math.imul(workId + 1, 0x9e3779b1) ^ Math.imul(k * 31 + round + 1, 0x85ebca6b)) >>> 0;
    out += String(x % 100_000).padStart(5, '0');
  }
  return out.slice(0, len);
}

/**
 * Han-character forms of exactly `len` characters: pieces of the title, then its head followed (or
 * preceded) by common words, the longest head first. A title without Han characters gets the words alone.
 */
function hanForms(han: string[], len: number, type: WorkType): string[] {
  const { words } = VOCABULARY[type];
  const forms: string[] = [];
  for (let start = 0; start + len <= han.length; start++) forms.push(han.slice(start, start + len).join(''));
  for (const tail of TAILS[type]) {
    const headLength = len - [...tail].length;
    if (headLength < (han.length ? 1 : 0) || headLength > han.length) continue;
    const head = han.slice(0, headLength).join('');
    forms.push(head + tail);
    if (head && tail.length > 1) forms.push(tail + head);
  }
  // Long lengths past a short title: the whole title, then words in turn until the length is reached.
  for (let n = 0; forms.length < MIN_FORMS && n < words.length * words.length; n++) {
    const chars = [...han, ...(words[n % words.length] ?? '')];
    for (let i = Math.floor(n / words.length); chars.length < len; i++) chars.push(...(words[i % words.length] ?? ''));
    forms.push(chars.slice(0, len).join(''));
  }
  return forms;
}

/**
 * Rule-keeping candidates in order of preference: the code-style one first (short title + digits, or
 * digits alone where only letters and digits are allowed), then forms of the title. Lengths near the
 * easy-to-remember middle come first.
 */
export function aliasCandidates(rule: AliasRule, work: { id: number; title: string; type: WorkType }): string[] {
  const { id: workId, title, type } = work;
  const prefixLength = aliasLength(rule.prefix);
  const minBody = Math.max(1, rule.minLength - prefixLength);
  const maxBody = rule.maxLength - prefixLength;
  const preferred = rule.charset === 'alnum' ? 6 : 4;
  const lengths: number[] = [];
  for (let len = minBody; len <= maxBody; len++) lengths.push(len);
  lengths.sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || a - b);
  const han = [...title].filter(isHan);
  const forms = new Map(lengths.map((len) => [len, hanForms(han, len, type)]));

  const seen = new Set<string>();
  const out: string[] = [];
  const add = (body: string) => {
    const alias = rule.prefix + body;
    const key = alias.toLowerCase();
    if (seen.has(key) || aliasRuleProblem(rule, alias) !== null) return;
    seen.add(key);
    out.push(alias);
  };
  for (let k = 0; out.length < MAX_CANDIDATES && k < 100; k++) {
    for (const len of lengths) {
      if (rule.charset === 'alnum') add(digits(workId, k, len));
      else {
        const head = hanForms(han, len - 2, type)[0];
        if (rule.charset === 'han_alnum' && len >= 3 && head !== undefined) add(head + digits(workId, k, 2));
        const form = forms.get(len)?.[k];
        if (form) add(form);
      }
    }
  }
  return out;
}

/** Up to five aliases that keep the work's rule and no live alias holds right now. */
export async function suggestAliases(db: DbOrTx, workId: number): Promise<string[]> {
  const { work, platform, rule } = await workAndRule(db, workId);
  const candidates = aliasCandidates(rule, work);
  const free: string[] = [];
  for (let i = 0; i < candidates.length && free.length < SUGGESTIONS; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const taken = await repo.takenWords(
      db,
      platform.id,
      batch.map((c) => c.toLowerCase()),
    );
    free.push(...batch.filter((c) => !taken.has(c.toLowerCase())));
  }
  return free.slice(0, SUGGESTIONS);
}
