import { ALIAS_STATE } from '@tuike/contract/enums';
import type { WorkAliases as WorkAliasesData } from '@tuike/contract/promotion';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { aliasDetailPath, backfillPath } from '../paths';
import { AliasStateTag, BackfillCountdown } from './AliasCard';
import './WorkAliases.css';

/**
 * On a work's page: the keywords I already hold for it (state, deadline, 去回填) and the server's
 * sentence on whether I may apply for another. Nothing when I hold none and may apply.
 */
export function WorkAliases({ data }: { data: WorkAliasesData }) {
  if (data.aliases.length === 0 && data.canApply) return null;
  return (
    <section className="card work-aliases" aria-labelledby="work-aliases-title">
      <div className="work-aliases-head">
        <h3 id="work-aliases-title" className="work-aliases-title">
          我的口令
        </h3>
        <Link className="work-aliases-all" to={to('myKeyWord/myKeyWord')}>
          我的关键词
        </Link>
      </div>
      {data.aliases.length > 0 && (
        <ul className="work-aliases-list">
          {data.aliases.map((a) => (
            <li key={a.id} className="work-aliases-row" aria-label={`口令 ${a.alias}`}>
              <div className="work-aliases-line">
                <span className="work-aliases-word">{a.alias}</span>
                <AliasStateTag alias={a} />
                {a.state === ALIAS_STATE.active.value ? (
                  <Link className="work-aliases-go" to={backfillPath(a)}>
                    去回填
                  </Link>
                ) : (
                  <Link className="work-aliases-go work-aliases-go-plain" to={aliasDetailPath(a)}>
                    详情
                  </Link>
                )}
              </div>
              <BackfillCountdown alias={a} />
              {a.reason && a.state === ALIAS_STATE.rejected.value && <div className="work-aliases-reason">原因：{a.reason}</div>}
            </li>
          ))}
        </ul>
      )}
      <p className={data.canApply ? 'work-aliases-note' : 'work-aliases-note work-aliases-note-stop'}>{data.applyNote}</p>
    </section>
  );
}
