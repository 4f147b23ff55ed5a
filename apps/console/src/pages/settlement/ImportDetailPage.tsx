import { IMPORT_KIND_LABELS } from '@tuike/contract/settlement-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DownloadButton } from '../../components/DownloadButton';
import { DateTime } from '../../components/DateTime';
import { Money } from '../../components/Money';
import { LoadError } from '../../components/LoadError';
import { NotFoundResult } from '../../components/NotFoundResult';
import { PageSkeleton } from '../../components/PageSkeleton';
import { confirmImport, importDetailKey } from '../../features/settlement/api/import-detail';
import { settlementKey, type SettlementImport } from '../../features/settlement/api/imports-page';
import { useImport } from '../../features/settlement/api/use-import';
import { ImportProgress } from '../../features/settlement/components/ImportProgress';
import { ImportStatusTag } from '../../features/settlement/components/ImportStatusTag';
import { PreviewFigures } from '../../features/settlement/components/PreviewFigures';
import { PreviewRows } from '../../features/settlement/components/PreviewRows';
import { downloadFile } from '../../lib/download';
import { RequestError } from '../../lib/request';
import { newUuid } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import './SettlementPage.css';

function ConfirmAction({ imported }: { imported: SettlementImport }) {
  const client = useQueryClient();
  const preview = imported.preview;
  const ready = imported.status === 'ready' && preview !== null;
  return (
    <ConfirmButton
      type="primary"
      disabled={!ready}
      title="确认入账吗？"
      okText="确认入账"
      description={
        preview && (
          <div className="settlement-page-confirm">
            <div>
              {preview.matchedRows.toLocaleString('zh-CN')} 行已匹配，共 {preview.promoters.toLocaleString('zh-CN')}{' '}
              位推客，推客收益合计 <Money fen={preview.matchedAmount} />
            </div>
            <div>
              上游计费合计 <Money fen={preview.upstreamAmount} />；{preview.unmatchedRows.toLocaleString('zh-CN')}{' '}
              行未匹配将进入未匹配队列
              {preview.errorRows > 0 && `，${preview.errorRows} 行错误不会入账`}
            </div>
            {imported.kind === 'settled' && <div>结算收益将计入推客余额，并按设置给邀请人返佣。</div>}
          </div>
        )
      }
      onConfirm={async () => {
        // One id per click: a retried request of this click is applied once, a new click is a new request.
        const answer = await confirmImport(imported.id, newUuid());
        client.setQueryData(importDetailKey(imported.id), answer);
        toast.success(answer.status === 'applied' ? '已入账' : '已开始入账');
        await client.invalidateQueries({ queryKey: settlementKey });
      }}
    >
      确认入账
    </ConfirmButton>
  );
}

/** The rows' tables reload when a phase ends (parsing found them, confirming moved them). */
function useReloadRowsWhenSettled(imported: SettlementImport | undefined) {
  const client = useQueryClient();
  const last = useRef(imported?.status);
  useEffect(() => {
    const status = imported?.status;
    if (last.current && last.current !== status && imported)
      void client.invalidateQueries({ queryKey: [...importDetailKey(imported.id), 'rows'] });
    last.current = status;
  }, [imported, client]);
}

/**
 * /admin/settlement/imports/:id: one import — its status and progress (read every second while it
 * parses or confirms), the preview's figures, its rows by kind, 确认入账 once it is ready, and why it
 * failed when it did.
 */
export default function ImportDetailPage() {
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const detail = useImport(id);
  useReloadRowsWhenSettled(detail.data);

  if (id === null || (detail.error instanceof RequestError && detail.error.errorCode === 'NOT_FOUND'))
    return <NotFoundResult title="导入记录不存在" back={{ to: '/settlement/imports', label: '返回报表导入' }} />;
  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError)
    return (
      <Card variant="borderless">
        <LoadError query={detail} />
      </Card>
    );

  const imported = detail.data;
  return (
    <div className="settlement-page">
      <Card
        variant="borderless"
        title={
          <span className="settlement-page-title">
            <span>{imported.fileName}</span>
            <ImportStatusTag status={imported.status} />
          </span>
        }
        extra={<ConfirmAction imported={imported} />}
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} className="settlement-page-descriptions">
          <Descriptions.Item label="任务平台">{imported.taskPlatformName}</Descriptions.Item>
          <Descriptions.Item label="报表日期">{imported.reportDate}</Descriptions.Item>
          <Descriptions.Item label="类型">{IMPORT_KIND_LABELS[imported.kind]}</Descriptions.Item>
          <Descriptions.Item label="格式">{imported.format === 'standard' ? '标准模板' : '平台列映射'}</Descriptions.Item>
          <Descriptions.Item label="导入人">
            {imported.createdBy}，<DateTime value={imported.createdAt} />
          </Descriptions.Item>
          <Descriptions.Item label="入账">
            {imported.appliedAt ? (
              <>
                {imported.confirmedBy}，<DateTime value={imported.appliedAt} />
              </>
            ) : (
              '-'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="原始文件">
            <DownloadButton
              type="link"
              size="small"
              download={() =>
                downloadFile('GET /admin-api/settlement/imports/:id/file', { params: { id: imported.id } }, imported.fileName)
              }
            >
              下载原始报表
            </DownloadButton>
          </Descriptions.Item>
        </Descriptions>
        <ImportProgress imported={imported} />
        {imported.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            className="settlement-page-alert"
            title="导入失败，未改动任何金额"
            description={imported.error ?? '原因未知'}
          />
        )}
      </Card>
      {imported.preview && (
        <Card variant="borderless" title="预览">
          <PreviewFigures preview={imported.preview} />
        </Card>
      )}
      {imported.preview && (
        <Card variant="borderless">
          <PreviewRows imported={imported} />
        </Card>
      )}
    </div>
  );
}
