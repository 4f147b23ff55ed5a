import { Alert } from 'antd';
import { TaxExportButton } from '../../features/withdrawals/components/TaxExportButton';
import { WithdrawalQueue } from '../../features/withdrawals/components/WithdrawalQueue';
import './PayoutsPage.css';

/**
 * /admin/payouts (打款): approved withdrawals waiting for their payout, the ones under way, and the
 * outcomes. A payout's paid or failed comes only from its channel: Alipay's answer, or for a manual
 * payout the transfer number and outcome finance records here.
 */
export default function PayoutsPage() {
  return (
    <div className="payouts-page">
      <Alert
        type="info"
        showIcon
        title="打款结果以打款渠道为准"
        description="支付宝转账：发起后由支付宝返回结果，未返回时点「同步结果」查询，不会重复打款。人工打款：先导出待打款清单（CSV），在网银或支付宝完成转账后，点「登记转账」录入流水号与结果。"
      />
      <WithdrawalQueue
        extra={<TaxExportButton />}
        tabs={[
          { status: 'approved', label: '待打款' },
          { status: 'paying', label: '打款中' },
          { status: 'paid', label: '已到账' },
          { status: 'failed', label: '打款失败' },
        ]}
      />
    </div>
  );
}
