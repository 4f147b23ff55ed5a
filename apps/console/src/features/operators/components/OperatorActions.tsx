import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space } from 'antd';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { disableOperator, enableOperator, type OperatorRow, requireOperatorTotp, resetOperatorTotp } from '../api/operators';

export interface OperatorActionsProps {
  row: OperatorRow;
  /** The admin's own account: it cannot be disabled from here (个人设置 is for one's own account). */
  self: boolean;
  onEdit: (row: OperatorRow) => void;
  onResetPassword: (row: OperatorRow) => void;
  /** A change went through: the saved account and what to tell the admin. */
  onChanged: (saved: OperatorRow, message: string) => void;
}

/**
 * A row's actions: 编辑, 重置密码, 停用 / 启用 (asked first: disabling ends every session at once), and
 * under 更多 the two-factor ones, each asked first too. Failures are toasted by the request function.
 */
export function OperatorActions({ row, self, onEdit, onResetPassword, onChanged }: OperatorActionsProps) {
  const { modal } = App.useApp();
  const ask = (title: string, content: string, okText: string, run: () => Promise<OperatorRow>, done: string) =>
    modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      onOk: () =>
        run().then(
          (saved) => onChanged(saved, done),
          () => undefined,
        ),
    });

  const more = [
    row.totpRequired
      ? {
          key: 'unrequire',
          label: '取消要求两步验证',
          onClick: () =>
            ask(
              `不再要求 ${row.account} 开启两步验证？`,
              '该账号可以自行关闭两步验证。',
              '取消要求',
              () => requireOperatorTotp(row.id, false),
              '已取消两步验证要求',
            ),
        }
      : {
          key: 'require',
          label: '要求两步验证',
          onClick: () =>
            ask(
              `要求 ${row.account} 开启两步验证？`,
              row.totpEnabled
                ? '该账号已开启两步验证；要求后不能自行关闭。'
                : '该账号下次请求起只能进入个人设置，绑定身份验证器后才能继续使用其他功能。',
              '要求开启',
              () => requireOperatorTotp(row.id, true),
              '已要求开启两步验证',
            ),
        },
    {
      key: 'resetTotp',
      label: '重置两步验证',
      danger: true,
      disabled: !row.totpEnabled,
      onClick: () =>
        ask(
          `重置 ${row.account} 的两步验证？`,
          '用于身份验证器和恢复码都丢失的情况：将清除其身份验证器和全部恢复码，并让该账号所有登录失效。',
          '重置',
          () => resetOperatorTotp(row.id),
          '已重置两步验证',
        ),
    },
  ];

  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={() => onEdit(row)}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={() => onResetPassword(row)}>
        重置密码
      </Button>
      {row.disabled ? (
        <ConfirmButton
          type="link"
          size="small"
          title={`确定启用账号 ${row.account} 吗？`}
          description="启用后可以用原密码登录。"
          okText="启用"
          onConfirm={() => enableOperator(row.id).then((saved) => onChanged(saved, '账号已启用'))}
        >
          启用
        </ConfirmButton>
      ) : (
        <ConfirmButton
          type="link"
          size="small"
          danger
          disabled={self}
          title={`确定停用账号 ${row.account} 吗？`}
          description="停用后该账号在所有设备上的登录立即失效，且不能再登录。"
          okText="停用"
          onConfirm={() => disableOperator(row.id).then((saved) => onChanged(saved, '账号已停用'))}
        >
          停用
        </ConfirmButton>
      )}
      <Dropdown menu={{ items: more }} trigger={['click']}>
        <Button type="link" size="small">
          更多 <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
