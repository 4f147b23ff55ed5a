import { copyWithToast } from '../../../platform/clipboard';
import './work-promotion.css';

/** My channel link of a taken star/MCN task: videos posted through it are counted to me. */
export function McnLink({ link, code }: { link: string; code: string }) {
  return (
    <div className="mcn-link">
      <div className="mcn-link-label">我的任务链接{code && <span className="mcn-link-code">（渠道码 {code}）</span>}</div>
      <div className="mcn-link-row">
        <span className="mcn-link-url">{link}</span>
        <button type="button" className="btn-solid mcn-link-copy" onClick={() => void copyWithToast(link)}>
          复制
        </button>
      </div>
    </div>
  );
}
