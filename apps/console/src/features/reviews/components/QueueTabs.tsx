import { Tabs } from 'antd';
import { useTableParams } from '../../../lib/table-params';
import { ALL } from '../api/queue-params';
import './QueueTabs.css';

export interface QueueTabsProps<F extends string> {
  /** The table's filters (the same list its ServerTable reads). */
  filterNames: readonly F[];
  /** The filter the tabs write: `state` or `status`. */
  name: F;
  /** The value of the waiting tab, which the queue opens on (absent from the URL). */
  waiting: string;
  /** The tabs after 待审核, each a value of `name`; 全部 comes last. */
  decided: readonly { key: string; label: string }[];
  /** Rows waiting, for the first tab's badge. */
  count: number | undefined;
  /** When the tab changes (the selection belongs to the old one). */
  onChange?: () => void;
}

/** A queue's status tabs above its table: 待审核 with its count, the decided states, 全部. */
export function QueueTabs<F extends string>({ filterNames, name, waiting, decided, count, onChange }: QueueTabsProps<F>) {
  const { params, setFilters } = useTableParams(filterNames);
  const active = params.filters[name] ?? waiting;
  return (
    <Tabs
      className="queue-tabs"
      activeKey={active}
      onChange={(key) => {
        setFilters({ ...params.filters, [name]: key === waiting ? undefined : key });
        onChange?.();
      }}
      items={[
        {
          key: waiting,
          label: (
            <span className="queue-tabs-waiting">
              待审核
              {count !== undefined && count > 0 && (
                <span className="queue-tabs-count" title={`${count} 条待审核`}>
                  {count > 999 ? '999+' : count}
                </span>
              )}
            </span>
          ),
        },
        ...decided,
        { key: ALL, label: '全部' },
      ]}
    />
  );
}
