import { Checkbox } from 'antd-mobile';
import { Sheet } from '../../../components/Sheet';
import { useState } from 'react';
import { FieldError } from '../../../components/form/FieldError';

const TERMS: Record<'service' | 'privacy', { title: string; points: string[] }> = {
  service: {
    title: '用户服务协议',
    points: [
      '推客通过推广平台发布的短剧、小说获得推广收益，收益以平台结算数据为准。',
      '推广内容须遵守各媒体平台规则及法律法规，不得虚假宣传、刷量或作弊，违规收益将被扣回。',
      '收益先出预估，上游结算后入账，可在“推广收益”中查看每笔收益的来源。',
      '提现按平台公布的规则与服务费率处理；账号注销后未提现余额将按规则处理。',
    ],
  },
  privacy: {
    title: '隐私政策',
    points: [
      '我们收集手机号用于注册登录与安全验证，收集推广账号信息用于收益归属。',
      '密码经不可逆加密保存，任何人（包括平台）都无法查看你的密码。',
      '未经你的同意，我们不会向第三方提供你的个人信息，法律法规另有规定的除外。',
      '你可以在“设置”中修改资料、修改密码或申请注销账号。',
    ],
  },
};

/** The agreement checkbox of the register form, with the two documents readable in a sheet. */
export function Agreement({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string | null;
}) {
  const [open, setOpen] = useState<keyof typeof TERMS | null>(null);
  const doc = open ? TERMS[open] : null;
  return (
    <div className="agreement">
      <Checkbox checked={checked} onChange={onChange}>
        我已阅读并同意
      </Checkbox>
      <button type="button" className="agreement-link" onClick={() => setOpen('service')}>
        《用户服务协议》
      </button>
      和
      <button type="button" className="agreement-link" onClick={() => setOpen('privacy')}>
        《隐私政策》
      </button>
      <FieldError error={error} />
      <Sheet visible={doc !== null} onClose={() => setOpen(null)} bodyClassName="terms-popup-body">
        {doc && (
          <div className="terms-sheet">
            <h2>{doc.title}</h2>
            <ol>
              {doc.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ol>
            <button
              type="button"
              className="btn-solid terms-agree"
              onClick={() => {
                onChange(true);
                setOpen(null);
              }}
            >
              我已阅读并同意
            </button>
          </div>
        )}
      </Sheet>
    </div>
  );
}
