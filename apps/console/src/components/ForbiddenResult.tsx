import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** 403: the operator's role lacks the page's grant. Says so plainly, and who can change it. */
export function ForbiddenResult() {
  return (
    <Result
      status="403"
      title="403"
      subTitle="你的角色没有访问此页面的权限，如需开通请联系管理员。"
      extra={
        <Link to="/">
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
