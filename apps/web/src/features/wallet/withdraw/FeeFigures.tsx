import { serviceFee } from '@tuike/contract/fee';
import { withdrawalTax } from '@tuike/contract/tax';
import type { TaxMonth } from '../api/tax-month';
import { percentFromBps, yuan } from '../../../lib/format';
import './withdraw.css';

/** The server's payout rhythm (modules/wallet/arrival.ts): the third working day, weekends skipped. */
export const ARRIVAL_TEXT = '预计 3 个工作日内到账，遇周末顺延';

interface Figures {
  amount: number;
  bps: number;
  /** This month so far, when tax is withheld; null when it is not. */
  taxMonth: TaxMonth | null;
}

/** Fee, tax and net of an amount, with the very functions the server charges and withholds with. */
function feeTaxNet({ amount, bps, taxMonth }: Figures) {
  const fee = serviceFee(amount, bps);
  const tax = taxMonth?.withholding ? withdrawalTax(amount, taxMonth) : 0;
  return { fee, tax, net: amount - fee - tax };
}

/** What the promoter will be charged and receive, live as the amount is typed. */
export function FeeFigures(figures: Figures) {
  return (
    <dl className="wd-facts wd-fee" aria-label="手续费与到账" aria-live="polite">
      <FeeRows {...figures} />
      <div>
        <dt>到账时间</dt>
        <dd>{ARRIVAL_TEXT}</dd>
      </div>
    </dl>
  );
}

/**
 * The fee, tax and net rows of a `wd-facts` list, the same in the form and in the confirm sheet. The tax
 * row shows only while withholding is on: the month's cumulative tax less what the month withheld.
 */
export function FeeRows(figures: Figures) {
  const { fee, tax, net } = feeTaxNet(figures);
  return (
    <>
      <div>
        <dt>手续费（{percentFromBps(figures.bps)}）</dt>
        <dd className="num">{yuan(-fee)}</dd>
      </div>
      {figures.taxMonth?.withholding && (
        <div>
          <dt>代扣个税（劳务报酬）</dt>
          <dd className="num">{yuan(-tax)}</dd>
        </div>
      )}
      <div>
        <dt>实际到账</dt>
        <dd className="num wd-strong">{yuan(net)}</dd>
      </div>
    </>
  );
}
