import { Progress, Steps } from 'antd';
import type { SettlementImport } from '../api/imports-page';
import './ImportProgress.css';

const STEP_OF = { parsing: 1, ready: 2, confirming: 3, applied: 4, failed: -1 } as const;

/** The share done of the running phase, or null while its size is unknown. */
const percentOf = ({ done, total }: SettlementImport['progress']) =>
  total ? Math.min(100, Math.floor((done / total) * 100)) : null;

/**
 * Where an import is in its life (上传 → 解析 → 待确认 → 入账 → 已入账) and, while a phase runs, how far
 * it has got: bytes read while parsing, rows applied while confirming. A failed import marks the step
 * it failed at: confirming if a confirm had started (confirmedBy), else parsing.
 */
export function ImportProgress({ imported }: { imported: SettlementImport }) {
  const { status, progress } = imported;
  const failedAt = imported.confirmedBy ? 3 : 1;
  const current = status === 'failed' ? failedAt : STEP_OF[status];
  const percent = progress.phase ? percentOf(progress) : null;
  return (
    <div className="import-progress">
      <Steps
        size="small"
        current={current}
        status={status === 'failed' ? 'error' : status === 'applied' ? 'finish' : 'process'}
        items={[{ title: '上传' }, { title: '解析与匹配' }, { title: '核对预览' }, { title: '入账' }, { title: '已入账' }]}
      />
      {progress.phase && (
        <div className="import-progress-bar" aria-live="polite">
          <Progress
            percent={percent ?? 0}
            status="active"
            showInfo={percent !== null}
            aria-label={progress.phase === 'parsing' ? '解析进度' : '入账进度'}
          />
          <span className="import-progress-note">
            {progress.phase === 'parsing'
              ? `正在解析文件${percent !== null ? `（已读 ${percent}%）` : '…'}`
              : `正在入账：${progress.done.toLocaleString('zh-CN')}${progress.total !== null ? ` / ${progress.total.toLocaleString('zh-CN')}` : ''} 行`}
          </span>
        </div>
      )}
    </div>
  );
}
