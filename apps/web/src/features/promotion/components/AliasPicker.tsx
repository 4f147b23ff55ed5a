import { Link, useNavigate } from 'react-router-dom';
import { ALIAS_STATE } from '@tuike/contract/enums';
import type { WorksAlias } from '@tuike/contract/promotion';
import { to } from '../../../app/route-table';
import { Cover } from '../../../components/Cover';
import { KeyIcon } from '../../../components/icons';
import { PagedList } from '../../../components/PagedList';
import { ListSkeleton } from '../../../components/StateViews';
import { useAliases } from '../api/aliases';
import { backfillPath } from '../paths';
import { BackfillCountdown } from './AliasCard';
import './AliasCard.css';
import './AliasPicker.css';

const ACTIVE = { state: ALIAS_STATE.active.value };

/** 发布回填 opened without an alias (the home entry): my active aliases, those about to expire first. */
export function AliasPicker() {
  const navigate = useNavigate();
  const list = useAliases(ACTIVE);
  return (
    <>
      <p className="alias-pick-hint">选择视频里使用的关键词</p>
      <PagedList<WorksAlias>
        list={list}
        itemKey={(a) => a.id}
        renderItem={(a) => (
          <Link className="card alias-pick" to={backfillPath(a)} replace aria-label={`回填 ${a.alias}`}>
            <Cover src={a.workCover} alt={a.workTitle} width={44} />
            <div className="alias-pick-text">
              <div className="alias-card-alias">{a.alias}</div>
              <div className="ellipsis-1 alias-card-title">{a.workTitle}</div>
              <BackfillCountdown alias={a} />
            </div>
            <span className="alias-pick-go" aria-hidden="true">
              ›
            </span>
          </Link>
        )}
        skeleton={<ListSkeleton rows={4} />}
        empty={{
          text: '没有可回填的关键词，先申请一个吧',
          icon: <KeyIcon />,
          action: (
            <button type="button" className="btn-solid" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
              去申请关键词
            </button>
          ),
        }}
      />
    </>
  );
}
