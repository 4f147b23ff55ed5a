import { createHash } from 'node:crypto';
import type { ImportMapping } from '@tuike/contract/admin-settlement';
import { STANDARD_TEMPLATE_COLUMNS, type TemplateColumn } from '@tuike/contract/settlement-rules';
import { normalizeLink } from '../aliases';
import { countOf, dayOf, type Parsed, wholeFen, yuanToFen } from './parse-amount';

/** A report row as staged: read values, or the reason it could not be read. */
export interface StagedRow {
  lineNo: number;
  rowKey: string;
  rowDate: string | null;
  alias: string | null;
  uid: string | null;
  link: string | null;
  workTitle: string | null;
  newUsers: number | null;
  orders: number | null;
  upstreamAmount: number | null;
  error: string | null;
}

/** Where each template column sits in a file's records, and how its amount reads. */
export interface Layout {
  format: 'standard' | 'mapped';
  index: Partial<Record<TemplateColumn, number>>;
  /** The header text each column was found under, for the reasons (the template's own name, or the mapped one). */
  label: Partial<Record<TemplateColumn, string>>;
  amountUnit: 'yuan' | 'fen';
  refunds: { index: number; label: string }[];
  /** The header's cell count: a row with more non-empty cells was split by an unquoted comma. */
  width: number;
}

const REQUIRED: TemplateColumn[] = ['date', 'amount_yuan'];

/**
 * The layout of a file from its header row: the standard template exactly, else the platform's saved
 * mapping (every mapped header must be there). Null with the reason when it is neither.
 */
export function layoutOf(header: string[], mapping: ImportMapping | null): { layout: Layout } | { error: string } {
  const cells = header.map((h) => h.trim());
  if (cells.length === STANDARD_TEMPLATE_COLUMNS.length && STANDARD_TEMPLATE_COLUMNS.every((c, i) => cells[i] === c)) {
    const index = Object.fromEntries(STANDARD_TEMPLATE_COLUMNS.map((c, i) => [c, i]));
    const label = Object.fromEntries(STANDARD_TEMPLATE_COLUMNS.map((c) => [c, c]));
    return { layout: { format: 'standard', index, label, amountUnit: 'yuan', refunds: [], width: cells.length } };
  }
  const standard = STANDARD_TEMPLATE_COLUMNS.join(',');
  if (!mapping) return { error: `表头不是标准模板（应为 ${standard}），且该任务平台还没有保存列映射` };
  const index: Layout['index'] = {};
  const label: Layout['label'] = {};
  for (const [column, name] of Object.entries(mapping.columns) as [TemplateColumn, string][]) {
    const at = cells.indexOf(name);
    if (at < 0) return { error: `表头缺少列“${name}”（映射为 ${column}）；既不是标准模板，也不符合该平台保存的列映射` };
    index[column] = at;
    label[column] = name;
  }
  for (const c of REQUIRED) if (index[c] === undefined) return { error: `列映射缺少 ${c}` };
  const refunds = [];
  for (const name of mapping.refundColumns) {
    const at = cells.indexOf(name);
    if (at < 0) return { error: `表头缺少退款列“${name}”` };
    refunds.push({ index: at, label: name });
  }
  return { layout: { format: 'mapped', index, label, amountUnit: mapping.amountUnit, refunds, width: cells.length } };
}

const text = (v: string | undefined) => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

/** A link as back-fills store it (normalised), so the two compare; text that is no URL stays as it is. */
function linkOf(v: string | undefined) {
  const s = text(v);
  if (!s) return null;
  try {
    return normalizeLink(s);
  } catch {
    return s;
  }
}

/**
 * A row's identity when the upstream gives none: a hash of its normalised values (trimmed text, the
 * day as YYYY-MM-DD, amounts in fen), so the same row in a re-sent file, whatever its spacing or
 * decimals, is the same row.
 */
export function rowHash(r: Omit<StagedRow, 'lineNo' | 'rowKey' | 'error'>): string {
  const parts = [r.rowDate, r.alias, r.uid?.toLowerCase(), r.link, r.workTitle, r.newUsers, r.orders, r.upstreamAmount];
  return `h:${createHash('sha256')
    .update(parts.map((p) => p ?? '').join('\u001f'))
    .digest('hex')
    .slice(0, 32)}`;
}

/** One record read through a layout: its values, or the first reason it cannot be used, naming the column. */
export function stageRow(layout: Layout, lineNo: number, cells: string[]): StagedRow {
  const at = (c: TemplateColumn) => (layout.index[c] === undefined ? undefined : cells[layout.index[c]]);
  const errors: string[] = [];
  if (cells.slice(layout.width).some((c) => c.trim() !== ''))
    errors.push(`第 ${lineNo} 行：有 ${cells.length} 列，表头只有 ${layout.width} 列（含逗号的金额或文字须加引号）`);
  const read = <T>(c: TemplateColumn, r: Parsed<T>): T | null => {
    if (r.ok) return r.value;
    errors.push(`第 ${lineNo} 行 ${layout.label[c] ?? c}：${r.reason}`);
    return null;
  };
  const money = layout.amountUnit === 'fen' ? wholeFen : yuanToFen;
  const rowDate = read('date', dayOf(at('date') ?? ''));
  let upstreamAmount = read('amount_yuan', money(at('amount_yuan') ?? ''));
  for (const refund of layout.refunds) {
    const cell = (cells[refund.index] ?? '').trim();
    if (cell === '') continue;
    const r = money(cell);
    if (!r.ok) errors.push(`第 ${lineNo} 行 ${refund.label}：${r.reason}`);
    else if (upstreamAmount !== null) upstreamAmount -= Math.abs(r.value);
  }
  const values = {
    rowDate,
    alias: text(at('alias'))?.normalize('NFKC') ?? null,
    uid: text(at('uid')),
    link: linkOf(at('link')),
    workTitle: text(at('work_title')),
    newUsers: read('new_users', countOf(at('new_users') ?? '')),
    orders: read('orders', countOf(at('orders') ?? '')),
    upstreamAmount,
  };
  if (!errors.length && !values.alias && !values.uid && !values.link)
    errors.push(`第 ${lineNo} 行：alias、uid、link 至少要有一项`);
  const rowId = text(at('row_id'));
  const rowKey = rowId ? `r:${rowId.slice(0, 200)}` : rowHash(values);
  return { lineNo, rowKey, ...values, error: errors[0] ?? null };
}
