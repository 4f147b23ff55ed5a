import { UserOutlined } from '@ant-design/icons';
import { DISABLE_REASON_MAX } from '@tuike/contract/promoter-values';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Descriptions, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { ReasonModal } from '../../../components/ReasonModal';
import { useCan } from '../../../lib/me';
import { toast } from '../../../lib/toast';
import { disablePromoter } from '../api/disable-promoter';
import { enablePromoter } from '../api/enable-promoter';
import { type PromoterDetail, promoterDetailKey } from '../api/promoter-detail';
import { promoterTabKey } from '../api/promoter-tabs';
import { promotersPageKey } from '../api/promoters-page';
import { AdjustBalanceModal } from './AdjustBalanceModal';
import { PromoterStatusTag } from './PromoterStatusTag';
import './PromoterHead.css';

/** One of the head's amounts, written by the one money component (¥1,234.56, no gap after ¥). */
const Figure = ({ title, fen }: { title: string; fen: number }) => (
  <Statistic title={title} value={fen} formatter={() => <Money fen={fen} />} />
);

/**
 * The detail page's head: who the promoter is (profile, real-name status masked), their money,
 * and what the operator may do to the account: 停用 (with a reason; every session ends at once) or
 * 启用, and 调整余额 for admins. Each button shows only to roles whose grant allows it.
 */
export function PromoterHead({ promoter }: { promoter: PromoterDetail }) {
  const queryClient = useQueryClient();
  const canManage = useCan('promoters.manage');
  const canAdjust = useCan('balance.adjust');
  const [disabling, setDisabling] = useState(false);
  const [adjusting, setAdjusting] = useState(false);

  const showHead = (next: PromoterDetail) => {
    queryClient.setQueryData(promoterDetailKey(promoter.id), next);
    void queryClient.invalidateQueries({ queryKey: promotersPageKey });
  };
  const disable = async (reason: string) => {
    showHead(await disablePromoter(promoter.id, reason));
    setDisabling(false);
    toast.success('已停用，该推客的所有登录已失效');
  };
  const enable = async () => {
    showHead(await enablePromoter(promoter.id));
    toast.success('已启用，该推客可以重新登录');
  };
  const adjusted = () => {
    setAdjusting(false);
    void queryClient.invalidateQueries({ queryKey: promoterDetailKey(promoter.id) });
    void queryClient.invalidateQueries({ queryKey: promoterTabKey('ledger', promoter.id) });
    void queryClient.invalidateQueries({ queryKey: promotersPageKey });
  };

  const { realName, money } = promoter;
  return (
    <Card variant="borderless" className="promoter-head">
      {promoter.status === 'disabled' && (
        <Alert
          type="error"
          showIcon
          className="promoter-head-alert"
          title={
            <span>
              该推客已于 <DateTime value={promoter.disabledAt} /> 停用，无法登录。停用原因：{promoter.disabledReason}
            </span>
          }
        />
      )}
      {promoter.status === 'deletionPending' && (
        <Alert
          type="warning"
          showIcon
          className="promoter-head-alert"
          title={
            <span>
              该推客于 <DateTime value={promoter.deletionRequestedAt} /> 申请注销账号，等待审核。
            </span>
          }
        />
      )}
      <div className="promoter-head-top">
        <div className="promoter-head-who">
          <Avatar size={64} src={promoter.avatar ?? undefined} icon={<UserOutlined />} />
          <div>
            <Space align="center" size={8}>
              <Typography.Title level={4} className="promoter-head-name">
                {promoter.nickname}
              </Typography.Title>
              <PromoterStatusTag status={promoter.status} />
            </Space>
            <div className="promoter-head-ids">
              推客号 {promoter.promoterNo} · ID {promoter.id} · VIP {promoter.vipLevel}
            </div>
          </div>
        </div>
        <Space>
          {canAdjust && (
            <Button type="primary" onClick={() => setAdjusting(true)}>
              调整余额
            </Button>
          )}
          {canManage && promoter.status !== 'disabled' && (
            <Button danger onClick={() => setDisabling(true)}>
              停用
            </Button>
          )}
          {canManage && promoter.status === 'disabled' && (
            <ConfirmButton
              title="确定启用该推客吗？"
              description="启用后推客可以重新登录，之前的登录仍已失效。"
              onConfirm={enable}
            >
              启用
            </ConfirmButton>
          )}
        </Space>
      </div>

      <div className="promoter-head-money">
        <Figure title="可用余额" fen={money.balance} />
        <Figure title="累计收益" fen={money.earned} />
        <Figure title="提现中（冻结）" fen={money.frozen} />
        <Figure title="已提现" fen={money.withdrawn} />
      </div>

      <Descriptions
        size="small"
        column={3}
        className="promoter-head-descriptions"
        items={[
          { key: 'phone', label: '手机号', children: promoter.phone },
          { key: 'inviteCode', label: '邀请码', children: promoter.inviteCode },
          { key: 'wxId', label: '微信号', children: promoter.wxId ?? '未填写' },
          {
            key: 'realName',
            label: '实名认证',
            children: realName.verified ? (
              <span>
                已实名 · {realName.nameMasked} · {realName.idNumberMasked}
              </span>
            ) : (
              <Typography.Text type="secondary">未实名</Typography.Text>
            ),
          },
          { key: 'registeredAt', label: '注册时间', children: <DateTime value={promoter.registeredAt} /> },
          { key: 'lastLoginAt', label: '最近登录', children: <DateTime value={promoter.lastLoginAt} /> },
        ]}
      />

      <ReasonModal
        open={disabling}
        title={`停用推客「${promoter.nickname}」`}
        label="停用原因"
        placeholder="停用后该推客会立即退出所有设备且无法再登录；原因仅后台可见"
        maxLength={DISABLE_REASON_MAX}
        okText="确认停用"
        onCancel={() => setDisabling(false)}
        onSubmit={disable}
      />
      <AdjustBalanceModal
        open={adjusting}
        promoter={{ id: promoter.id, nickname: promoter.nickname, promoterNo: promoter.promoterNo, balance: money.balance }}
        onClose={() => setAdjusting(false)}
        onDone={adjusted}
      />
    </Card>
  );
}
