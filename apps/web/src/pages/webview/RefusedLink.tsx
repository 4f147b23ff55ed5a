import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { copyWithToast } from '../../platform/clipboard';

/**
 * A link off the allow-list: said plainly, with only its host shown (so nothing the link
 * chose reads as our text), and the whole link to copy for a browser of the user's choice.
 */
export function RefusedLink({ url, host, onBack }: { url: string; host: string; onBack: () => void }) {
  return (
    <div className="webview-refused" role="status">
      <ExclamationShieldOutline className="webview-refused-icon" />
      <h2 className="webview-refused-title">该链接不在可打开的范围内</h2>
      <p className="webview-refused-text">为保护您的账号与资金安全，App 内只能打开平台认可的网站。</p>
      <div className="webview-refused-host">
        <span className="webview-refused-label">网站</span>
        <span className="webview-refused-value">{host}</span>
      </div>
      <p className="webview-refused-hint">如确需访问，可复制链接后在浏览器中打开，请注意辨别网站真伪。</p>
      <div className="webview-refused-actions">
        <button type="button" className="btn-outline" onClick={onBack}>
          返回
        </button>
        <button type="button" className="btn-solid" onClick={() => void copyWithToast(url)}>
          复制链接
        </button>
      </div>
    </div>
  );
}
