import type { WorkType } from '@tuike/contract/enums';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { AliasBrowser } from './AliasBrowser';

/** 我的推广 of one kind of work (dramas or novels): its aliases, and the way to the 拉新 report. */
export function MyAliasesPage({ workType, title }: { workType: WorkType; title: string }) {
  return (
    <PageShell
      right={
        <Link className="alias-nav-link" to={to('myKeyWord/laxin')}>
          拉新明细
        </Link>
      }
      title={title}
    >
      <AliasBrowser workType={workType} />
    </PageShell>
  );
}
