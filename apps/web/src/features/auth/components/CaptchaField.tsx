import { CheckShieldOutline } from 'antd-mobile-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Captcha } from '@tuike/contract/user';
import { TextField } from '../../../components/form/TextField';

interface Props {
  captcha: UseQueryResult<Captcha>;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** The picture captcha row: answer input and the picture, which is tapped for a new one. */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const { data, isFetching, isError, refetch } = captcha;
  const picture = (
    <button
      type="button"
      className="captcha-picture"
      aria-label="看不清？换一张"
      onClick={() => void refetch()}
      disabled={isFetching}
    >
      {data && !isError ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.svg)}`} alt="图形验证码" width={104} height={38} />
      ) : (
        <span>{isError ? '点击重试' : '加载中…'}</span>
      )}
    </button>
  );
  return (
    <TextField
      label="图形验证码"
      icon={<CheckShieldOutline />}
      placeholder="请输入图形验证码"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={6}
      value={value}
      onChange={onChange}
      error={error}
      right={picture}
    />
  );
}
