import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space } from 'antd';
import { toast } from '../../../lib/toast';
import './RecoveryCodesModal.css';

/**
 * The 10 recovery codes, once: the server keeps only their hashes. The operator copies or downloads
 * them, and closes the dialog only with the button that says they are kept safe.
 */
export function RecoveryCodesModal({ codes, account, onClose }: { codes: string[]; account: string; onClose: () => void }) {
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('已复制'),
      () => toast.error('复制失败，请手动抄写或下载'),
    );
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`推客星运营后台 ${account} 的恢复码（每个只能用一次）\n\n${text}\n`], { type: 'text/plain' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `tuike-recovery-codes-${account}.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Modal
      open
      title="保存恢复码"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          我已妥善保存
        </Button>
      }
    >
      <Alert
        className="recovery-codes-alert"
        type="warning"
        showIcon
        title="这些恢复码只显示这一次"
        description="手机丢失或无法使用身份验证器时，可用任一恢复码代替动态码登录，每个只能使用一次。请保存在安全的地方。"
      />
      <ol className="recovery-codes-list" aria-label="恢复码">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          复制全部
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          下载为文本文件
        </Button>
      </Space>
    </Modal>
  );
}
