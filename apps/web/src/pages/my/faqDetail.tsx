import { SearchBar } from 'antd-mobile';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, ListSkeleton } from '../../components/StateViews';
import { useFaq } from '../../features/content/api/faq';
import { FaqGroups } from '../../features/content/components/FaqGroups';
import { positiveId } from '../../features/content/query-params';
import '../../features/content/components/content.css';

const SEARCH_DELAY_MS = 300;

/** FAQ with search over questions and answers; `?id=` opens one answer. */
export default function FaqPage() {
  const [params] = useSearchParams();
  const openId = positiveId(params.get('id'));
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const { data, isPending, isError, error, refetch } = useFaq(keyword);
  const navigate = useNavigate();
  const toKefu = (
    <button type="button" className="btn-outline" onClick={() => navigate(to('my/kefu'))}>
      联系客服
    </button>
  );

  let body;
  if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <ListSkeleton cover={false} rows={5} />;
  else if (data.length === 0)
    body = (
      <EmptyState
        icon={<QuestionCircleOutline />}
        text={keyword ? `没有找到与“${keyword}”相关的问题` : '暂无常见问题'}
        action={toKefu}
      />
    );
  else
    body = (
      <>
        <FaqGroups items={data} openId={openId} />
        <p className="help-footer">
          没有找到答案？<Link to={to('my/kefu')}>联系客服</Link>
        </p>
      </>
    );

  return (
    <PageShell>
      <div className="faq-search">
        <SearchBar
          placeholder="搜索问题，如：提现、口令"
          value={input}
          onChange={setInput}
          onClear={() => setKeyword('')}
          aria-label="搜索常见问题"
        />
      </div>
      {body}
    </PageShell>
  );
}
