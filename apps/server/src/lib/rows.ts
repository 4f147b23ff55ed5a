/**
 * The row a statement is known to answer: an `insert … returning()` of one row, an aggregate such
 * as `count()` without `group by`, or a test's lookup of a row it has just written. None means that
 * promise was broken, so this throws, naming the statement, instead of letting `undefined` travel on.
 */
export function firstRow<T>(rows: readonly T[], statement: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}
