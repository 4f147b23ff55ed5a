import { serviceFee } from '@tuike/contract/fee';
import { percentFromBps, yuan } from '../../../lib/format';
import './withdraw.css';

/** The server's payout rhythm (modules/wallet/arrival.ts): the third working day, weekends skipped. */
export const ARRIVAL_TEXT = '预计 3 个工作日内到账，遇周末顺延';

/** Fee and net of an amount at a rate, with the very function the server charges with. */
function feeAndNet(amount: number, bps: number) {
  const fee = serviceFee(amount, bps);
  return { fee, net: amount - fee };
}

/** What the promoter will be charged and receive, live as the amount is typed. */
export function FeeFigures({ amount, bps }: { amount: number; bps: number }) {
  return (
    <dl className="wd-facts wd-fee" aria-label="手续费与到账" aria-live="polite">
      <FeeRows amount={amount} bps={bps} />
      <div>
        <dt>到账时间</dt>
        <dd>{ARRIVAL_TEXT}</dd>
      </div>
    </dl>
  );
}

/** The fee and net rows of a `wd-facts` list, the same in the form and in the confirm sheet. */
export function FeeRows({ amount, bps }: { amount: number; bps: number }) {
  const { fee, net } = feeAndNet(amount, bps);
  return (
    <>
      <div>
        <dt>手续费（{percentFromBps(bps)}）</dt>
        <dd className="num">-{yuan(fee)}</dd>
      </div>
      <div>
        <dt>实际到账</dt>
        <dd className="num wd-strong">{yuan(net)}</dd>
      </div>
    </>
  );
}
