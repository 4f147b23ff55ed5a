import type { Recheck, WhitelistApplication } from '@tuike/contract/recheck';
import { dateTime } from '../../../lib/format-date';
import './ApplicationCard.css';

function StateTag({ state, label }: { state: 1 | 2 | 3; label: string }) {
  return <span className={`app-card-state app-card-state-${state}`}>{label}</span>;
}

/** The operator's answer under an application, once there is one. */
function Answer({ state, text }: { state: 1 | 2 | 3; text: string | null }) {
  if (state === 1) return <div className="app-card-waiting">运营审核中，一般 1-2 个工作日内处理</div>;
  if (!text) return null;
  return (
    <div className={`app-card-answer app-card-answer-${state}`}>
      <span className="app-card-answer-label">{state === 3 ? '驳回原因' : '审核回复'}</span>
      {text}
    </div>
  );
}

/** One re-check: the back-fill it is about, my reason and screenshots, its state and the operator's answer. */
export function RecheckCard({ r }: { r: Recheck }) {
  return (
    <article className="card app-card" aria-label={`复审 ${r.alias} ${r.stateLabel}`}>
      <div className="app-card-head">
        <span className="app-card-kind">{r.kindLabel}</span>
        <span className="ellipsis-1 app-card-title">
          「{r.alias}」{r.workTitle}
        </span>
        <StateTag state={r.state} label={r.stateLabel} />
      </div>
      <div className="ellipsis-1 app-card-sub">
        {r.platformLabel} · {r.linkUrl}
      </div>
      <p className="app-card-reason">{r.reason}</p>
      {r.screenshots.length > 0 && (
        <div className="app-card-shots">
          {r.screenshots.map((s, i) => (
            <a key={s.id} href={s.url} target="_blank" rel="noreferrer" aria-label={`查看截图 ${i + 1}`}>
              <img className="app-card-shot" src={s.thumbUrl} alt="" loading="lazy" />
            </a>
          ))}
        </div>
      )}
      <Answer state={r.state} text={r.answer} />
      <div className="app-card-time">提交于 {dateTime(r.createdAt)}</div>
    </article>
  );
}

/** One whitelist application: the account, the work link, its state and why it was rejected. */
export function WhitelistCard({ a }: { a: WhitelistApplication }) {
  return (
    <article className="card app-card" aria-label={`加白 ${a.nickname} ${a.stateLabel}`}>
      <div className="app-card-head">
        <span className="app-card-kind">{a.platformLabel}</span>
        <span className="ellipsis-1 app-card-title">{a.nickname}</span>
        <StateTag state={a.state} label={a.stateLabel} />
      </div>
      <div className="app-card-sub">UID {a.uid}</div>
      <div className="ellipsis-1 app-card-sub">作品 {a.workUrl}</div>
      <Answer state={a.state} text={a.state === 2 ? '账号已加白，新发布的作品将按机构账号结算' : a.reason} />
      <div className="app-card-time">提交于 {dateTime(a.createdAt)}</div>
    </article>
  );
}
