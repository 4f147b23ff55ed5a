import { MEDIA_PLATFORM } from '@tuike/contract/enums';
import type { AliasLink } from '@tuike/contract/promotion';
import { dateTime } from '../../../lib/format-date';
import { openAppWithFeedback } from '../../../platform/actions';
import type { AppId } from '../../../platform/bridge';
import { copyWithToast } from '../../../platform/clipboard';
import './promotion.css';
import './LinkItem.css';

const APP_OF_PLATFORM: Partial<Record<AliasLink['platform'], AppId>> = {
  [MEDIA_PLATFORM.douyin.value]: 'douyin',
  [MEDIA_PLATFORM.kuaishou.value]: 'kuaishou',
};

/** One back-filled link: where it was posted, from which account, its review state and why. */
export function LinkItem({ link, showAlias = false }: { link: AliasLink; showAlias?: boolean }) {
  const app = APP_OF_PLATFORM[link.platform];
  return (
    <article className="card link-item" aria-label={`回填 ${link.accountNickname}`}>
      <div className="link-item-head">
        <span className={`link-platform link-platform-${link.platform}`}>{link.platformLabel}</span>
        <span className="ellipsis-1 link-item-account">{link.accountNickname}</span>
        <span className={`link-state link-state-${link.state}`}>{link.stateLabel}</span>
      </div>
      {showAlias && (
        <div className="ellipsis-1 link-item-alias">
          关键词「{link.alias}」· {link.workTitle}
        </div>
      )}
      <div className="link-item-url">{link.url}</div>
      {link.reason && <div className="alias-reason">原因：{link.reason}</div>}
      <div className="link-item-foot">
        <time className="link-item-time">{dateTime(link.createdAt)} 提交</time>
        <button type="button" className="link-item-btn" onClick={() => void copyWithToast(link.url)}>
          复制链接
        </button>
        {app && (
          <button type="button" className="link-item-btn" onClick={() => void openAppWithFeedback(app)}>
            打开{link.platformLabel}
          </button>
        )}
      </div>
    </article>
  );
}
