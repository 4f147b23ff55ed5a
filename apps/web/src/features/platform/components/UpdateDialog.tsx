import { Button, Dialog } from 'antd-mobile';
import type { LatestVersion } from '@tuike/contract/content';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { installApk } from '../../../platform/bridge';
import { upgradePackage } from '../upgrade-package';

interface Props {
  installed: string;
  latest: LatestVersion;
  onDismiss: () => void;
}

/** A forced update has no way out: no 稍后再说, no mask close, and it stays after 立即更新. */
export default function UpdateDialog({ installed, latest, onDismiss }: Props) {
  const [state, setState] = useState<'idle' | 'starting' | 'started'>('idle');
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
          <div style={{ color: 'var(--text-3)', fontSize: 12, textAlign: 'center', marginBottom: 8 }}>当前版本 V{installed}</div>
          <div style={{ whiteSpace: 'pre-line', fontSize: 14, lineHeight: 1.7, maxHeight: '40vh', overflowY: 'auto' }}>
            {latest.notes || '修复已知问题，提升使用体验。'}
          </div>
          {latest.force && (
            <div style={{ marginTop: 8, color: 'var(--brand)', fontSize: 12 }}>本次为重要更新，需更新后继续使用</div>
          )}
          {state === 'started' && latest.force && (
            <div style={{ marginTop: 8, fontSize: 12 }}>安装包下载中，请按提示完成安装</div>
          )}
          <div style={{ display: 'flex', gap: 12, marginTop: 16 }}>
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
