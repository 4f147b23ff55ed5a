import { Button, Space } from 'antd';
import { Link } from 'react-router';
import './FormFooter.css';

/** The bar at the bottom of an edit page: save (spinning while it sends) and the way back. */
export function FormFooter({ saving, back, canWrite }: { saving: boolean; back: string; canWrite: boolean }) {
  return (
    <div className="form-footer">
      <Space>
        <Link to={back}>
          <Button>{canWrite ? '取消' : '返回'}</Button>
        </Link>
        {canWrite && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Space>
    </div>
  );
}
