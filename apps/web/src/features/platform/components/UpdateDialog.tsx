import { Button, Dialog } from 'antd-mobile';
import type { LatestVersion } from '@tuike/contract/content';
import { useState } from 'react';
import { useCloseOnRouteChange } from '../../../lib/use-close-on-route-change';
import { toast } from '../../../lib/toast';
import { installApk } from '../../../platform/bridge';
import { upgradePackage } from '../upgrade-package';
import './platform.css';

interface Props {
  installed: string;
  latest: LatestVersion;
  onDismiss: () => void;
}

/** A forced update has no way out: no 稍后再说, no mask close, no leaving by navigation, and it stays after 立即更新. */
export default function UpdateDialog({ installed, latest, onDismiss }: Props) {
  const [state, setState] = useState<'idle' | 'starting' | 'started'>('idle');
  // An offer (not a forced update) belongs to the page it came up on, like every other dialog.
  useCloseOnRouteChange(!latest.force, onDismiss);
  const update = async () => {
    // The same check as webview/callWorker: a package URL that is not http(s) or a path of this site is never opened.
    const pkg = upgradePackage({ installed, latest });
    if ('text' in pkg) {
      void toast(pkg.text);
      return;
    }
    setState('starting');
    const result = await installApk(pkg.url);
    if (result === 'failed') {
      setState('idle');
      void toast('下载失败，请稍后重试');
      return;
    }
    setState('started');
    if (!latest.force) onDismiss();
  };
  return (
    <Dialog
      visible
      title={`发现新版本 V${latest.currentVersion}`}
      closeOnMaskClick={!latest.force}
      onClose={latest.force ? undefined : onDismiss}
      content={
        <div data-testid="update-dialog">
          <div className="update-installed">当前版本 V{installed}</div>
          <div className="update-notes">{latest.notes || '修复已知问题，提升使用体验。'}</div>
          {latest.force && <div className="update-note update-force">本次为重要更新，需更新后继续使用</div>}
          {state === 'started' && latest.force && <div className="update-note">安装包下载中，请按提示完成安装</div>}
          <div className="update-actions">
            {!latest.force && (
              <Button block shape="rounded" onClick={onDismiss}>
                稍后再说
              </Button>
            )}
            <Button block shape="rounded" color="primary" loading={state === 'starting'} onClick={() => void update()}>
              立即更新
            </Button>
          </div>
        </div>
      }
    />
  );
}
