import { WithdrawalQueue } from '../../features/withdrawals/components/WithdrawalQueue';

/**
 * /admin/withdrawals (提现审核): the queue by status, 待审核 first, with filters, bulk approval, rejection
 * with a reason, the detail drawer and the CSV export.
 */
export default function WithdrawalsPage() {
  return (
    <WithdrawalQueue
      tabs={[
        { status: 'submitted', label: '待审核' },
        { status: 'approved', label: '审核通过' },
        { status: 'paying', label: '打款中' },
        { status: 'paid', label: '已到账' },
        { status: 'failed', label: '打款失败' },
        { status: 'rejected', label: '已驳回' },
        { status: 'all', label: '全部' },
      ]}
    />
  );
}
