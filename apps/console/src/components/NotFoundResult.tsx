import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';

/** A detail page's 404 (an id that is not a number, or the server's NOT_FOUND), with the way back to its list. */
export function NotFoundResult({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <Card variant="borderless">
      <Result
        status="404"
        title={title}
        extra={
          <Link to={back.to}>
            <Button type="primary">{back.label}</Button>
          </Link>
        }
      />
    </Card>
  );
}
