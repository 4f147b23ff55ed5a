import { useNavigate, useSearchParams } from 'react-router-dom';
import type { WorkType } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { KeyIcon } from '../../../components/icons';
import { PagedList } from '../../../components/PagedList';
import { ListSkeleton } from '../../../components/StateViews';
import { TabStrip } from '../../../components/TabStrip';
import { useAliases, useAliasStates } from '../api/aliases';
import { AliasCard } from './AliasCard';
import './promotion.css';

const ALL = 'all';
type StateValue = 1 | 2 | 3 | 4;
const isState = (v: string | null): v is `${StateValue}` => v === '1' || v === '2' || v === '3' || v === '4';

/**
 * My aliases with a tab per state and its count; the chosen tab lives in the URL so back returns to
 * it. With `workType`, only dramas (我的推广) or novels, and a summary of the counts above the tabs.
 */
export function AliasBrowser({ workType }: { workType?: WorkType }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('state');
  const state = isState(raw) ? raw : ALL;
  const states = useAliasStates(workType).data ?? [];
  const total = states.reduce((sum, s) => sum + s.count, 0);
  const list = useAliases({
    ...(workType ? { workType } : {}),
    ...(state === ALL ? {} : { state: Number(state) as StateValue }),
  });
  const select = (key: string) => setParams(key === ALL ? {} : { state: key }, { replace: true });
  const tabs = [
    { key: ALL, title: states.length ? `全部 ${total}` : '全部' },
    ...states.map((s) => ({ key: String(s.value), title: `${s.label} ${s.count}` })),
  ];
  const applyPath = workType === 2 ? to('pages/novel/novel') : to('pages/shortPlay/shortPlay');
  const active = states.find((s) => s.value === 2)?.count ?? 0;

  return (
    <>
      {workType && states.length > 0 && (
        <div className="alias-summary" aria-label="推广概况">
          <div>
            <span className="num alias-summary-value">{total}</span>
            <span>关键词</span>
          </div>
          <div>
            <span className="num alias-summary-value">{active}</span>
            <span>生效中</span>
          </div>
          <div>
            <span className="num alias-summary-value">{states.find((s) => s.value === 1)?.count ?? 0}</span>
            <span>审核中</span>
          </div>
        </div>
      )}
      <TabStrip variant="line" label="关键词状态" items={tabs} active={state} onChange={select} className="alias-tabs" />
      <PagedList<WorksAlias>
        key={state}
        list={list}
        itemKey={(a) => a.id}
        renderItem={(a) => <AliasCard alias={a} />}
        skeleton={<ListSkeleton rows={4} />}
        empty={{
          text: state === ALL ? '还没有关键词，申请一个开始推广吧' : '这个状态下没有关键词',
          icon: <KeyIcon />,
          action: (
            <button type="button" className="btn-solid" onClick={() => navigate(applyPath)}>
              去申请关键词
            </button>
          ),
        }}
      />
    </>
  );
}
