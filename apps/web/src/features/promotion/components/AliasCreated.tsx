import { Link } from 'react-router-dom';
import { ALIAS_STATE } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { dateTime } from '../../../lib/format-date';
import { copyWithToast } from '../../../platform/clipboard';
import { backfillTimeLeft } from '../deadline';
import { backfillPath } from '../paths';
import './AliasCreated.css';

/** What became of an application: active at once (with the back-fill deadline) or waiting for review; 我的关键词 lists it. */
export function AliasCreated({ alias }: { alias: WorksAlias }) {
  const active = alias.state === ALIAS_STATE.active.value;
  return (
    <section className="card alias-created" role="status">
      <div className={active ? 'alias-created-mark alias-created-mark-ok' : 'alias-created-mark'} aria-hidden="true">
        {active ? '✓' : '…'}
      </div>
      <h2 className="alias-created-title">{active ? '关键词已生效' : '已提交审核'}</h2>
      <div className="alias-created-word">{alias.alias}</div>
      <div className="alias-created-work ellipsis-1">
        {alias.workTitle} · {alias.taskPlatformName}
      </div>
      {active && alias.backfillDeadline ? (
        <p className="alias-created-note">
          发布视频后请在 <strong>{dateTime(alias.backfillDeadline)}</strong> 前回填链接（
          {backfillTimeLeft(alias.backfillDeadline).text}），逾期未回填将失效。
        </p>
      ) : (
        <p className="alias-created-note">平台审核通过后即可发布视频并回填，审核结果在“我的关键词”中查看。</p>
      )}
      <div className="alias-created-actions">
        <button type="button" className="btn-outline" onClick={() => void copyWithToast(alias.alias)}>
          复制口令
        </button>
        {active && (
          <Link className="btn-solid state-link" to={backfillPath(alias)}>
            去回填
          </Link>
        )}
        <Link className="btn-outline state-link" to={to('myKeyWord/myKeyWord')}>
          我的关键词
        </Link>
      </div>
    </section>
  );
}
