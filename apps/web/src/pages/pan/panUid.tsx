import { Link, useSearchParams } from 'react-router-dom';
import type { PanUidInfo } from '@tuike/contract/pan';
import { to } from '../../app/route-table';
import { FolderIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/StateViews';
import { TabStrip } from '../../components/TabStrip';
import { positiveId } from '../../features/content/query-params';
import { useDrivePlatforms } from '../../features/pan/api/drive-platforms';
import { usePanUid } from '../../features/pan/api/uid';
import { copyWithToast } from '../../platform/clipboard';
import './panUid.css';

/** Where the UID sits in a drive app's profile page, drawn as the screen the steps describe. */
function UidFigure({ name }: { name: string }) {
  return (
    <figure className="pan-uid-figure" aria-label={`${name} 个人信息页示意`}>
      <div className="pan-uid-phone" aria-hidden="true">
        <div className="pan-uid-phone-bar">个人信息</div>
        <div className="pan-uid-phone-avatar" />
        <div className="pan-uid-phone-row">
          <span>昵称</span>
          <span className="pan-uid-phone-muted">网盘用户</span>
        </div>
        <div className="pan-uid-phone-row pan-uid-phone-hit">
          <span>UID</span>
          <span>1738 4029 16 复制</span>
        </div>
        <div className="pan-uid-phone-row">
          <span>手机号</span>
          <span className="pan-uid-phone-muted">138****0000</span>
        </div>
      </div>
      <figcaption className="pan-uid-caption">在「{name}」App 的个人信息页找到 UID</figcaption>
    </figure>
  );
}

function UidBody({ info }: { info: PanUidInfo }) {
  return (
    <>
      <section className="card pan-uid-card" aria-label="我的UID">
        <div className="pan-uid-label">我的{info.taskPlatformName} UID</div>
        {info.uid ? (
          <div className="pan-uid-row">
            <span className="pan-uid-value num">{info.uid}</span>
            <button type="button" className="btn-outline" onClick={() => void copyWithToast(info.uid ?? '')}>
              复制
            </button>
          </div>
        ) : (
          <p className="pan-uid-none">
            还没有绑定。首次在{info.taskPlatformName}创建推广时填写 UID 即完成绑定。
            <Link className="pan-uid-go" to={`${to('pan/panDetail')}?id=${info.taskPlatformId}`}>
              去选资源
            </Link>
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="pan-uid-how">
        <h3 id="pan-uid-how" className="pan-uid-title">
          如何获取 UID
        </h3>
        <UidFigure name={info.taskPlatformName} />
        <ol className="pan-uid-steps">
          {info.steps.map((s, i) => (
            <li key={s} className="pan-uid-step">
              <span className="pan-uid-step-no">{i + 1}</span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** 获取UID (?taskPlatformId= optional): my UID on each drive and how to find it in the drive's app. */
export default function PanUidPage() {
  const [params, setParams] = useSearchParams();
  const drives = useDrivePlatforms();
  const asked = positiveId(params.get('taskPlatformId'));
  const selected = asked ?? drives.data?.[0]?.id ?? null;
  const uid = usePanUid(selected);

  let body;
  if (drives.isPending || (selected !== null && uid.isPending)) body = <PageSkeleton />;
  else if (drives.isError) body = <ErrorState error={drives.error} onRetry={() => void drives.refetch()} />;
  else if (selected === null) body = <EmptyState icon={<FolderIcon />} text="暂时没有可推广的网盘任务" />;
  else if (uid.isError) body = <ErrorState error={uid.error} onRetry={() => void uid.refetch()} />;
  else if (uid.data) body = <UidBody info={uid.data} />;
  return (
    <PageShell>
      {drives.data && drives.data.length > 1 && (
        <TabStrip
          variant="line"
          label="网盘"
          items={drives.data.map((d) => ({ key: String(d.id), title: d.name }))}
          active={String(selected)}
          onChange={(key) => setParams({ taskPlatformId: key }, { replace: true })}
        />
      )}
      {body}
    </PageShell>
  );
}
