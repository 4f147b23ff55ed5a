import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { SubmissionDetail } from '../../features/promotion/components/SubmissionDetail';
import { idParam } from '../../features/promotion/paths';

/** 投稿详情 (?aliasId=&workId=); the same view serves worksDetail, newWorksDetail and newNovelWorksDetail. */
export default function SubmissionDetailPage() {
  const [params] = useSearchParams();
  return (
    <PageShell>
      <SubmissionDetail aliasId={idParam(params.get('aliasId'))} workId={idParam(params.get('workId')) || undefined} />
    </PageShell>
  );
}
