import { useSearchParams } from 'react-router-dom';
import { aliasLinkStateItems } from '@tuike/contract/enums';
import type { AliasLink } from '@tuike/contract/promotion';
import { LinkIcon } from '../../../components/icons';
import { PagedList } from '../../../components/PagedList';
import { ListSkeleton } from '../../../components/StateViews';
import { TabStrip } from '../../../components/TabStrip';
import { useAliasLinks } from '../api/aliases';
import { LinkItem } from './LinkItem';
import type { ReactNode } from 'react';
import './promotion.css';

const ALL = 'all';
const TABS = [{ key: ALL, title: '全部' }, ...aliasLinkStateItems.map((s) => ({ key: String(s.value), title: s.label }))];
type LinkStateValue = 1 | 2 | 3;
const isLinkState = (v: string | null): v is `${LinkStateValue}` => v === '1' || v === '2' || v === '3';

/** My back-fills (of one alias, or all) by state; the tab lives in the URL. */
export function LinkBrowser({ aliasId, emptyAction }: { aliasId?: number; emptyAction: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isLinkState(raw) ? raw : ALL;
  const list = useAliasLinks({
    ...(aliasId ? { aliasId } : {}),
    ...(state === ALL ? {} : { state: Number(state) as LinkStateValue }),
  });
  const select = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key === ALL) next.delete('state');
        else next.set('state', key);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <TabStrip variant="line" label="回填状态" items={TABS} active={state} onChange={select} className="alias-tabs" />
      <PagedList<AliasLink>
        key={state}
        list={list}
        itemKey={(l) => l.id}
        renderItem={(l) => <LinkItem link={l} showAlias={!aliasId} />}
        skeleton={<ListSkeleton rows={4} cover={false} />}
        empty={{
          text: state === ALL ? '还没有回填记录，发布视频后回填链接才能结算收益' : '这个状态下没有回填记录',
          icon: <LinkIcon />,
          action: emptyAction,
        }}
      />
    </>
  );
}
