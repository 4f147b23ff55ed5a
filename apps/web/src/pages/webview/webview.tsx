import { LinkOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/navigation';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { useAppSetting } from '../../features/platform/api/app-setting';
import { webviewTarget } from '../../features/platform/webview-target';
import { RefusedLink } from './RefusedLink';
import './webview.css';

/**
 * An external page in a frame under the app's own bar (title and back), only for hosts on the
 * operator's allow-list; any other link is refused with the option to copy it.
 */
export default function WebviewPage() {
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const setting = useAppSetting();
  const target = webviewTarget(url, params.get('title'), setting.data?.webviewHosts);
  const goBack = useGoBack();
  const back = (
    <button type="button" className="btn-outline" onClick={goBack}>
      返回
    </button>
  );

  switch (target.kind) {
    case 'missing':
    case 'notWeb':
      return (
        <PageShell title="无法打开">
          <EmptyState
            icon={<LinkOutline />}
            text={target.kind === 'notWeb' ? '无法打开该链接：只支持 http 或 https 开头的网页地址' : '缺少要打开的网页地址'}
            action={back}
          />
        </PageShell>
      );
    case 'pending':
      return (
        <PageShell>
          {setting.isError ? (
            <ErrorState error={setting.error} onRetry={() => void setting.refetch()} />
          ) : (
            <div className="webview-frame" aria-busy="true" aria-label="加载中">
              <Shimmer className="webview-shimmer" />
            </div>
          )}
        </PageShell>
      );
    case 'refused':
      return (
        <PageShell title="无法打开">
          <RefusedLink url={target.url} host={target.host} onBack={goBack} />
        </PageShell>
      );
    case 'allowed':
      return <FramedPage url={target.url} title={target.title} />;
  }
}

function FramedPage({ url, title }: { url: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  const openOutside = (
    <a className="webview-outside" href={url} target="_blank" rel="noopener noreferrer" aria-label="在浏览器中打开">
      <LinkOutline />
    </a>
  );
  return (
    <PageShell title={title} right={openOutside}>
      <div className="webview-frame">
        {!loaded && <Shimmer className="webview-shimmer" />}
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
