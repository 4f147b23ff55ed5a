import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RemovedWatermark } from '@tuike/contract/watermark';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/StateViews';
import { useWatermarkQuota } from '../../features/watermark/api/watermark-quota';
import { WatermarkForm } from '../../features/watermark/components/WatermarkForm';
import { WatermarkResult } from '../../features/watermark/components/WatermarkResult';
import './water.css';

/** 去水印: paste a Douyin or Kuaishou share text, get the work without its watermark, within today's quota. */
export default function WaterPage() {
  const quota = useWatermarkQuota();
  const [work, setWork] = useState<RemovedWatermark | null>(null);

  let body;
  if (quota.isError) body = <ErrorState error={quota.error} onRetry={() => void quota.refetch()} />;
  else if (quota.isPending) body = <PageSkeleton />;
  else
    body = (
      <>
        <div className="water-page-quota" role="status">
          {quota.data.limit === 0 ? (
            // The quota is the VIP level's: an operator may give the first level none.
            <>
              当前等级暂无去水印次数，<Link to={to('my/vip/vip')}>升级 VIP 等级</Link>后即可使用
            </>
          ) : (
            <>
              今日剩余 <b className="num">{quota.data.remaining}</b> / {quota.data.limit} 次
              {quota.data.remaining === 0 && <span>，明天 0 点恢复</span>}
            </>
          )}
        </div>
        <WatermarkForm onResult={setWork} usedUp={quota.data.remaining === 0} />
        {work ? (
          <WatermarkResult work={work} />
        ) : (
          <div className="card water-page-empty">
            <EmptyState text="还没有解析作品" />
            <ol className="water-page-steps">
              <li>在抖音或快手打开作品，点「分享」→「复制链接」</li>
              <li>回到这里点「粘贴」，再点「解析」</li>
              <li>得到无水印的视频或图片，可复制链接或保存</li>
            </ol>
          </div>
        )}
      </>
    );
  return (
    <PageShell>
      <div className="page-body">{body}</div>
    </PageShell>
  );
}
