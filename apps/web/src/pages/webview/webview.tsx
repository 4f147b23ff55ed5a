import { LinkOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/navigation';
import { PageShell } from '../../components/PageShell';
import { EmptyState, Shimmer } from '../../components/StateViews';
import { isWebUrl } from '../../features/content/banner-link';
import './webview.css';

/** An external http(s) page in a frame under the app's own bar (title and back); nothing else is opened. */
export default function WebviewPage() {
  const [params] = useSearchParams();
  const url = params.get('url')?.trim() ?? '';
  const goBack = useGoBack();
  const [loaded, setLoaded] = useState(false);

  if (!isWebUrl(url)) {
    const back = (
      <button type="button" className="btn-outline" onClick={goBack}>
        返回
      </button>
    );
    return (
      <PageShell title="无法打开">
        <EmptyState
          icon={<LinkOutline />}
          text={url ? '无法打开该链接：只支持 http 或 https 开头的网页地址' : '缺少要打开的网页地址'}
          action={back}
        />
      </PageShell>
    );
  }
  const title = params.get('title') || new URL(url).hostname;
  const openOutside = (
    <a className="webview-outside" href={url} target="_blank" rel="noopener noreferrer" aria-label="在浏览器中打开">
      <LinkOutline />
    </a>
  );
  return (
    <PageShell title={title} right={openOutside}>
      <div className="webview-frame">
        {!loaded && <Shimmer style={{ position: 'absolute', inset: 0, borderRadius: 0 }} />}
        <iframe
          src={url}
          title={title}
          onLoad={() => setLoaded(true)}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-presentation"
          referrerPolicy="no-referrer"
          allow="fullscreen"
        />
      </div>
    </PageShell>
  );
}
