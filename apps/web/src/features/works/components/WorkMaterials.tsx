import type { WorkMaterial } from '@tuike/contract/works';
import { Link } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { ErrorState, Shimmer } from '../../../components/StateViews';
import { saveImageWithFeedback } from '../../../platform/actions';
import { copyWithToast } from '../../../platform/clipboard';
import { useWorkMaterials } from '../api/work-detail';
import './work-promotion.css';

function Material({ workId, m }: { workId: number; m: WorkMaterial }) {
  const url = m.url;
  switch (m.kind) {
    case 'copy':
      return (
        <>
          <p className="material-text">{m.text}</p>
          <button type="button" className="btn-outline material-action" onClick={() => void copyWithToast(m.text ?? '')}>
            复制文案
          </button>
        </>
      );
    case 'image':
      return url ? (
        <>
          <img className="material-image" src={url} alt={m.title} loading="lazy" />
          <button type="button" className="btn-outline material-action" onClick={() => void saveImageWithFeedback(url)}>
            保存图片
          </button>
        </>
      ) : null;
    case 'video':
      return url ? (
        <video className="material-video" src={url} poster={m.cover ?? undefined} controls preload="none" playsInline />
      ) : null;
    case 'audio':
      return (
        <Link className="btn-outline material-action" to={to('myKeyWord/playMusic', { workId, materialId: m.id })}>
          播放音频
        </Link>
      );
  }
}

const KIND_LABEL: Record<WorkMaterial['kind'], string> = { copy: '文案', image: '图片', video: '视频', audio: '音频' };

/** The work's promotion materials, each with what one does with it: copy, save, play. */
export function WorkMaterials({ workId }: { workId: number }) {
  const { data, isPending, isError, error, refetch } = useWorkMaterials(workId);
  let body;
  if (isError) body = <ErrorState subject="素材" error={error} onRetry={() => void refetch()} />;
  else if (isPending)
    body = (
      <div aria-busy="true" aria-label="素材加载中">
        {[0, 1].map((i) => (
          <Shimmer key={i} className="material-skeleton" />
        ))}
      </div>
    );
  else if (data.length === 0) body = <p className="material-empty">该作品暂无推广素材，申请口令后可自行剪辑发布</p>;
  else
    body = (
      <ul className="material-list">
        {data.map((m) => (
          <li key={m.id} className="material-item">
            <div className="material-head">
              <span className="material-kind">{KIND_LABEL[m.kind]}</span>
              <span className="ellipsis-1">{m.title}</span>
            </div>
            <Material workId={workId} m={m} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="card" aria-labelledby="work-materials">
      <h3 id="work-materials" className="work-section-title">
        推广素材
      </h3>
      {body}
    </section>
  );
}
