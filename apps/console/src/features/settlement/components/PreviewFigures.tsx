import { formatFen } from '@tuike/contract/money-format';
import { Card, Statistic } from 'antd';
import type { SettlementImport } from '../api/imports-page';
import './PreviewFigures.css';

type Preview = NonNullable<SettlementImport['preview']>;

const count = (n: number) => n.toLocaleString('zh-CN');

interface Figure {
  title: string;
  value: string;
  note?: string;
  tone?: string;
}

/**
 * What an import found, as cards: rows, matched (by alias / UID / link), unmatched, errors, rows an
 * earlier import already applied, and the totals in yuan (billed upstream, and what the matched rows
 * pay promoters).
 */
export function PreviewFigures({ preview }: { preview: Preview }) {
  const counts: Figure[] = [
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
      note: '确认后进入未匹配队列',
      tone: preview.unmatchedRows ? 'warn' : '',
    },
    { title: '错误行', value: count(preview.errorRows), note: '不会入账', tone: preview.errorRows ? 'bad' : '' },
    { title: '已导入过', value: count(preview.duplicateRows), note: '不会重复入账' },
  ];
  const amounts: Figure[] = [
    { title: '上游计费合计', value: formatFen(preview.upstreamAmount), note: '报表中可读行的计费金额' },
    {
      title: '推客收益合计',
      value: formatFen(preview.matchedAmount),
      note: `${count(preview.promoters)} 位推客，按平台价格规则计算`,
      tone: 'good',
    },
    { title: '未匹配计费', value: formatFen(preview.unmatchedUpstreamAmount), tone: preview.unmatchedRows ? 'warn' : '' },
  ];
  const cards = (figures: Figure[], className: string) => (
    <div className={`preview-figures-row ${className}`}>
      {figures.map((c) => (
        <Card key={c.title} size="small" className={`preview-figures-card ${c.tone ? `preview-figures-${c.tone}` : ''}`}>
          <Statistic title={c.title} value={c.value} />
          {c.note && <div className="preview-figures-note">{c.note}</div>}
        </Card>
      ))}
    </div>
  );
  return (
    <div className="preview-figures">
      {cards(counts, 'preview-figures-counts')}
      {cards(amounts, 'preview-figures-amounts')}
    </div>
  );
}
