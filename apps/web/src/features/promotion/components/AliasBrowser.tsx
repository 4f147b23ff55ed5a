import { useNavigate, useSearchParams } from 'react-router-dom';
import { aliasStateItems, type WorkType } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { KeyIcon } from '../../../components/icons';
import { PagedList } from '../../../components/PagedList';
import { ListSkeleton, Shimmer } from '../../../components/StateViews';
import { TabStrip } from '../../../components/TabStrip';
import { useAliases, useAliasStates } from '../api/aliases';
import { AliasCard } from './AliasCard';
import './promotion.css';
import './AliasBrowser.css';

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
  const stateCounts = useAliasStates(workType);
  const states = stateCounts.data ?? [];
  const total = states.reduce((sum, s) => sum + s.count, 0);
  const list = useAliases({
    ...(workType ? { workType } : {}),
    ...(state === ALL ? {} : { state: Number(state) as StateValue }),
  });
  const select = (key: string) => setParams(key === ALL ? {} : { state: key }, { replace: true });
  // Until the counts arrive (or if they fail) the tabs stand without them, so the strip never shrinks to 全部.
  const tabs = states.length
    ? [{ key: ALL, title: `全部 ${total}` }, ...states.map((s) => ({ key: String(s.value), title: `${s.label} ${s.count}` }))]
    : [{ key: ALL, title: '全部' }, ...aliasStateItems.map((s) => ({ key: String(s.value), title: s.label }))];
  const applyPath = workType === 2 ? to('pages/novel/novel') : to('pages/shortPlay/shortPlay');
  const countOf = (value: StateValue) => states.find((s) => s.value === value)?.count ?? 0;
  const summary = [
    ['关键词', total],
    ['生效中', countOf(2)],
    ['审核中', countOf(1)],
  ] as const;

  return (
    <>
      {workType && !stateCounts.isError && (
        <div className="alias-summary" aria-label="推广概况" aria-busy={stateCounts.isPending}>
          {summary.map(([label, value]) => (
            <div key={label}>
              {stateCounts.isPending ? (
                <Shimmer className="alias-summary-skeleton" />
              ) : (
                <span className="num alias-summary-value">{value}</span>
              )}
              <span>{label}</span>
            </div>
          ))}
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
