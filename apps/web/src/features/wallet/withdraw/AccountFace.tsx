import type { WithdrawAccount } from '@tuike/contract/wallet';
import { AlipayCircleFill, BankcardOutline } from 'antd-mobile-icons';
import './withdraw.css';
import './AccountFace.css';

type Face = Pick<WithdrawAccount, 'type' | 'title' | 'subtitle' | 'holder'>;

/** An account as the promoter recognises it: Alipay by its masked phone or e-mail, a card by bank and 尾号. */
export function AccountFace({ account }: { account: Face }) {
  return (
    <span className="wd-face">
      <span className={`wd-face-icon wd-face-icon-${account.type}`} aria-hidden="true">
        {account.type === 'alipay' ? <AlipayCircleFill /> : <BankcardOutline />}
      </span>
      <span className="wd-face-text">
        <span className="wd-face-title ellipsis-1">{account.title}</span>
        <span className="wd-face-sub ellipsis-1">
          {account.subtitle} · {account.holder}
        </span>
      </span>
    </span>
  );
}
