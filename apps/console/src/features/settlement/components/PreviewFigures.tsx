import { formatFen } from '@tuike/contract/money-format';
import { Card, Statistic } from 'antd';
import type { SettlementImport } from '../api/imports-page';
import './PreviewFigures.css';

type Preview = NonNullable<SettlementImport['preview']>;

const count = (n: number) => n.toLocaleString('zh-CN');

/**
 * What an import found, as cards: rows, matched (by alias / UID / link), unmatched, errors, rows an
 * earlier import already applied, and the totals in yuan (billed upstream, and what the matched rows
 * pay promoters).
 */
export function PreviewFigures({ preview }: { preview: Preview }) {
  const cards = [
    { title: '总行数', value: count(preview.totalRows) },
    {
      title: '已匹配',
      value: count(preview.matchedRows),
      note: `口令 ${count(preview.matchedBy.alias)} · UID ${count(preview.matchedBy.uid)} · 链接 ${count(preview.matchedBy.link)}`,
      tone: 'good',
    },
    {
      title: '未匹配',
      value: count(preview.unmatchedRows),
      note: `计费 ${formatFen(preview.unmatchedUpstreamAmount)}`,
      tone: preview.unmatchedRows ? 'warn' : '',
    },
    { title: '错误行', value: count(preview.errorRows), tone: preview.errorRows ? 'bad' : '' },
    { title: '已导入过', value: count(preview.duplicateRows), note: '不会重复入账' },
    { title: '上游计费合计', value: formatFen(preview.upstreamAmount) },
    { title: '推客收益合计', value: formatFen(preview.matchedAmount), note: `${count(preview.promoters)} 位推客`, tone: 'good' },
  ];
  return (
    <div className="preview-figures">
      {cards.map((c) => (
        <Card key={c.title} size="small" className={`preview-figures-card ${c.tone ? `preview-figures-${c.tone}` : ''}`}>
          <Statistic title={c.title} value={c.value} />
          {c.note && <div className="preview-figures-note">{c.note}</div>}
        </Card>
      ))}
    </div>
  );
}
