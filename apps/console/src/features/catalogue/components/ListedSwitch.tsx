import { Popconfirm, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { setWorkListed } from '../api/work-listing';
import { worksPageKey } from '../api/works-page';

/**
 * A work's 上架 switch: it asks first (naming the work and what the promoters will see), then lists or
 * unlists it; the app shows the change within a second.
 */
export function ListedSwitch({ id, title, listed, disabled }: { id: number; title: string; listed: boolean; disabled?: boolean }) {
  const client = useQueryClient();
  const [running, setRunning] = useState(false);
  const flip = async () => {
    setRunning(true);
    try {
      await setWorkListed(id, !listed);
      toast.success(listed ? `《${title}》已下架` : `《${title}》已上架`);
      await client.invalidateQueries({ queryKey: worksPageKey });
    } catch {
      // The request function has shown the server's message.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Popconfirm
      title={listed ? `确定下架《${title}》吗？` : `确定上架《${title}》吗？`}
      description={listed ? '下架后推客端 1 秒内不再显示，已申请的口令不受影响。' : '上架后推客端 1 秒内可见。'}
      okText={listed ? '下架' : '上架'}
      cancelText="取消"
      okButtonProps={{ danger: listed }}
      onConfirm={() => void flip()}
      disabled={disabled}
    >
      <Switch
        checked={listed}
        loading={running}
        disabled={disabled}
        checkedChildren="已上架"
        unCheckedChildren="未上架"
        aria-label={listed ? `下架《${title}》` : `上架《${title}》`}
      />
    </Popconfirm>
  );
}
