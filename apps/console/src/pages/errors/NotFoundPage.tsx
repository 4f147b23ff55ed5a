import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';

export default function NotFoundPage() {
  useEffect(() => void (document.title = '页面不存在 - 推客星运营后台'), []);
  return (
    <Result
      status="404"
      title="404"
      subTitle="你访问的页面不存在，可能已被移动或删除。"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
