import { useNavigate } from 'react-router-dom';
import type { PanLink } from '@tuike/contract/pan';
import { to } from '../../app/route-table';
import { LinkIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { ListSkeleton } from '../../components/StateViews';
import { usePanLinks } from '../../features/pan/api/links';
import { PanLinkItem } from '../../features/pan/components/PanLinkItem';
import './panUrl.css';

/** 回填记录: my back-filled posts of drive promotions, newest first, with 发布回填 at hand. */
export default function PanUrlPage() {
  const navigate = useNavigate();
  const list = usePanLinks();
  const add = (
    <button type="button" className="btn-solid" onClick={() => navigate(to('pan/addPanUrl'))}>
      发布回填
    </button>
  );
  return (
    <PageShell
      right={
        <button type="button" className="pan-url-add" onClick={() => navigate(to('pan/addPanUrl'))}>
          回填
        </button>
      }
    >
      <PagedList<PanLink>
        list={list}
        itemKey={(l) => l.id}
        renderItem={(l) => <PanLinkItem link={l} />}
        skeleton={<ListSkeleton rows={4} cover={false} />}
        empty={{ text: '还没有回填记录，发布推广文案后回填作品链接', icon: <LinkIcon />, action: add }}
      />
    </PageShell>
  );
}
