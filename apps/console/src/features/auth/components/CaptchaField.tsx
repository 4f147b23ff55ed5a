import { Form, Input, Spin } from 'antd';
import './CaptchaField.css';

export interface CaptchaPicture {
  captchaId: string;
  svg: string;
}

/**
 * The picture captcha the server asks for after repeated failures; a click on it loads another. Shown
 * from the moment it is asked for, with a spinner until the picture arrives.
 */
export function CaptchaField({ captcha, onRefresh }: { captcha: CaptchaPicture | 'loading'; onRefresh: () => void }) {
  return (
    <Form.Item label="图形验证码" required>
      <div className="captcha-field">
        <Form.Item name="captchaCode" noStyle rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}>
          <Input size="large" autoComplete="off" maxLength={16} placeholder="请输入右侧字符" />
        </Form.Item>
        <button type="button" className="captcha-field-picture" onClick={onRefresh} title="看不清？换一张">
          {captcha === 'loading' ? (
            <Spin size="small" className="captcha-field-wait" />
          ) : (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
              alt="图形验证码"
              width={120}
              height={40}
            />
          )}
        </button>
      </div>
    </Form.Item>
  );
}
