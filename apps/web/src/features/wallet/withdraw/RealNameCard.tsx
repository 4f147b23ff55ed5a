import type { RealName } from '@tuike/contract/wallet';
import { CheckShieldFill } from 'antd-mobile-icons';
import './withdraw.css';
import './RealNameCard.css';

/** The real name once set: masked ID number, never editable here. */
export function RealNameCard({ realName }: { realName: RealName }) {
  return (
    <section className="card wd-realname" aria-label="实名信息">
      <div className="wd-realname-head">
        <h2 className="wd-section-title">实名信息</h2>
        <span className="wd-realname-badge">
          <CheckShieldFill aria-hidden="true" />
          已认证
        </span>
      </div>
      <dl className="wd-facts">
        <div>
          <dt>姓名</dt>
          <dd>{realName.name}</dd>
        </div>
        <div>
          <dt>身份证号</dt>
          <dd className="num">{realName.idNumberMasked}</dd>
        </div>
      </dl>
      <p className="wd-note">提现账户的收款人须为实名认证本人</p>
    </section>
  );
}
