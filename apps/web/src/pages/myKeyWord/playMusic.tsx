import { useNavigate, useSearchParams } from 'react-router-dom';
import { to } from '../../app/route-table';
import { SoundIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { useWork, useWorkMaterials } from '../../features/promotion/api/work-info';
import { AudioPlayer } from '../../features/promotion/components/AudioPlayer';
import { idParam } from '../../features/promotion/paths';

function PlayerSkeleton() {
  return (
    <div className="player" aria-busy="true" aria-label="加载中">
      <Shimmer className="player-skeleton-art" />
      <Shimmer className="player-skeleton-line" />
      <Shimmer className="player-skeleton-bar" />
    </div>
  );
}

/** 播放 (?workId=&materialId=): a work's background music or voice-over; without materialId, its first. */
export default function PlayMusicPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const workId = idParam(params.get('workId'));
  const materialId = idParam(params.get('materialId'));
  const work = useWork(workId);
  const materials = useWorkMaterials(workId);
  const audio = materials.data?.find((m) => m.kind === 'audio' && (!materialId || m.id === materialId));

  let body;
  if (!workId || (materials.data && !audio?.url))
    body = (
      <EmptyState
        icon={<SoundIcon />}
        text="这个作品没有可播放的音频"
        action={
          <button type="button" className="btn-outline" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
            去看看其他短剧
          </button>
        }
      />
    );
  else if (work.isPending || materials.isPending) body = <PlayerSkeleton />;
  else if (work.isError || materials.isError)
    body = (
      <ErrorState error={work.error ?? materials.error} onRetry={() => void Promise.all([work.refetch(), materials.refetch()])} />
    );
  else if (audio?.url)
    body = <AudioPlayer material={{ ...audio, url: audio.url }} cover={work.data.cover} workTitle={work.data.title} />;
  return <PageShell>{body}</PageShell>;
}
