import { PREVIEW_ROW_FILTERS, type PreviewRowFilter } from '@tuike/contract/settlement-rules';
import { Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Money } from '../../../components/Money';
import { ServerTable } from '../../../components/ServerTable';
import { useSearchParams } from 'react-router';
import { fetchImportRows, importRowsKey, type PreviewRow } from '../api/import-rows';
import type { SettlementImport } from '../api/imports-page';
import './PreviewRows.css';

const MATCHED_BY_LABELS = { alias: '口令', uid: 'UID', link: '链接' } as const;
const TABS = Object.keys(PREVIEW_ROW_FILTERS) as PreviewRowFilter[];
const COUNT_OF: Record<PreviewRowFilter, keyof NonNullable<SettlementImport['preview']>> = {
  matched: 'matchedRows',
  unmatched: 'unmatchedRows',
  error: 'errorRows',
  duplicate: 'duplicateRows',
};
const EMPTY: Record<PreviewRowFilter, string> = {
  matched: '没有匹配到推客的行',
  unmatched: '每一行都匹配到了推客',
  error: '没有错误行',
  duplicate: '没有已导入过的行',
};

const orDash = (v: string | null) => v ?? '-';

function columns(tab: PreviewRowFilter): ColumnsType<PreviewRow> {
  return [
    { title: '行号', dataIndex: 'lineNo', width: 72 },
    { title: '日期', dataIndex: 'date', width: 110, render: orDash },
    {
      title: '口令 / UID / 链接',
      key: 'keys',
      width: 220,
      render: (_: unknown, r) => (
        <div className="preview-rows-stack">
          {r.alias && <span>口令 {r.alias}</span>}
          {r.uid && <span>UID {r.uid}</span>}
          {r.link && <span className="preview-rows-link">{r.link}</span>}
          {!r.alias && !r.uid && !r.link && '-'}
        </div>
      ),
    },
    { title: '作品', dataIndex: 'workTitle', ellipsis: true, render: orDash },
    {
      title: '新用户 / 订单',
      key: 'counts',
      width: 130,
      render: (_: unknown, r) => `${r.newUsers ?? '-'} / ${r.orders ?? '-'}`,
    },
    {
      title: '计费金额',
      dataIndex: 'upstreamAmount',
      width: 120,
      align: 'right',
      render: (fen: number | null) => (fen === null ? '-' : <Money fen={fen} />),
    },
    ...(tab === 'matched'
      ? [
          {
            title: '推客收益',
            dataIndex: 'amount',
            width: 120,
            align: 'right' as const,
            render: (fen: number | null) => (fen === null ? '-' : <Money fen={fen} />),
          },
          {
            title: '推客',
            key: 'promoter',
            width: 170,
            render: (_: unknown, r: PreviewRow) =>
              r.promoter ? (
                <div className="preview-rows-stack">
                  <span>{r.promoter.nickname}</span>
                  <span className="preview-rows-muted">
                    {r.promoter.phoneMasked}
                    {r.matchedBy && ` · 按${MATCHED_BY_LABELS[r.matchedBy]}匹配`}
                  </span>
                </div>
              ) : (
                '-'
              ),
          },
        ]
      : [
          {
            title: '原因',
            dataIndex: 'reason',
            width: 300,
            render: (reason: string | null) => <span className="preview-rows-reason">{orDash(reason)}</span>,
          },
        ]),
  ];
}

/**
 * An import's rows in file order, one tab per kind (matched, unmatched, errors, already imported),
 * each a server-paged table with the line number and, where a row was not matched, why. The tab is the
 * URL's `rows`, so a link opens the same rows.
 */
export function PreviewRows({ imported }: { imported: SettlementImport }) {
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('rows') as PreviewRowFilter | null;
  const tab = chosen && TABS.includes(chosen) ? chosen : 'matched';
  // The tab is not a filter of the table (清除筛选 would mean nothing here): it picks which rows, from page 1.
  const pick = (key: string) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (key === 'matched') next.delete('rows');
      else next.set('rows', key);
      next.delete('page');
      return next;
    });
  const preview = imported.preview;
  return (
    <div className="preview-rows">
      <Tabs
        activeKey={tab}
        onChange={pick}
        items={TABS.map((key) => ({
          key,
          label: preview
            ? `${PREVIEW_ROW_FILTERS[key]}（${(preview[COUNT_OF[key]] as number).toLocaleString('zh-CN')}）`
            : PREVIEW_ROW_FILTERS[key],
        }))}
      />
      <ServerTable<PreviewRow>
        queryKey={[...importRowsKey(imported.id), tab]}
        fetchPage={(p) => fetchImportRows(imported.id, tab, p)}
        columns={columns(tab)}
        rowKey="lineNo"
        scrollX={1100}
        empty={{ description: EMPTY[tab] }}
      />
    </div>
  );
}
