import { useNavigate, useSearchParams } from 'react-router-dom';
import { panResourceCategoryItems, type PanResourceCategory } from '@tuike/contract/pan-rules';
import type { PanResource } from '@tuike/contract/pan';
import { to } from '../../app/route-table';
import { FolderIcon } from '../../components/icons';
import { PageShell } from '../../components/PageShell';
import { PagedList } from '../../components/PagedList';
import { EmptyState, ErrorState, ListSkeleton, Shimmer } from '../../components/StateViews';
import { TabStrip } from '../../components/TabStrip';
import { isNotFound, positiveId } from '../../features/content/query-params';
import { RichText } from '../../features/content/components/RichText';
import { usePanResources } from '../../features/pan/api/resources';
import { ResourceCard } from '../../features/pan/components/ResourceCard';
import { useTaskPlatformDetail } from '../../features/works/api/work-detail';
import './panDetail.css';

const ALL = 'all';
const TABS = [{ key: ALL, title: '全部' }, ...panResourceCategoryItems.map((c) => ({ key: String(c.value), title: c.label }))];
const isCategory = (v: string | null): v is `${PanResourceCategory}` => v !== null && /^[1-5]$/.test(v);

const STEPS = [
  ['选择资源', '在下方挑一个资源，点「推广」'],
  ['生成链接', '首次推广填写你的网盘 UID，系统生成带 UID 的专属分享链接和文案'],
  ['发布回填', '把文案发到抖音、快手或视频号，再回填作品链接'],
  ['结算收益', '新用户通过你的链接保存资源，按上游报表计入收益'],
] as const;

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card pan-detail-head">
        <Shimmer className="pan-detail-skeleton-logo" />
        <Shimmer className="pan-detail-skeleton-line" />
      </div>
      <ListSkeleton rows={3} />
    </div>
  );
}

/** The listed resources of a drive, by category; the category lives in the URL. */
function Resources({ taskPlatformId }: { taskPlatformId: number }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : ALL;
  const list = usePanResources(taskPlatformId, category === ALL ? undefined : (Number(category) as PanResourceCategory));
  const select = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key === ALL) next.delete('category');
        else next.set('category', key);
        return next;
      },
      { replace: true },
    );
  const promote = (r: PanResource) => navigate(`${to('pan/post')}?resourceId=${r.id}`);
  return (
    <>
      <TabStrip variant="capsule" label="资源分类" items={TABS} active={category} onChange={select} className="pan-detail-tabs" />
      <PagedList<PanResource>
        key={category}
        list={list}
        itemKey={(r) => r.id}
        renderItem={(r) => <ResourceCard resource={r} onPromote={promote} />}
        skeleton={<ListSkeleton rows={3} />}
        empty={{ text: '这个分类暂时没有资源，看看其他分类吧', icon: <FolderIcon /> }}
      />
    </>
  );
}

/** 网盘推广详情 (?id=): a drive's price, rules and how to promote, then the resources to pick from. */
export default function PanDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveId(params.get('id'));
  const { data, isPending, error, refetch } = useTaskPlatformDetail(id);

  let body;
  if (id === null || isNotFound(error)) {
    const back = (
      <button type="button" className="btn-outline" onClick={() => navigate(to('pan/panList'), { replace: true })}>
        查看网盘任务
      </button>
    );
    body = <EmptyState text="任务不存在或已下架" action={back} />;
  } else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <DetailSkeleton />;
  else
    body = (
      <>
        <section className="card pan-detail-head">
          <img className="pan-detail-logo" src={data.logo} alt="" />
          <div className="pan-detail-main">
            <h2 className="pan-detail-name ellipsis-1">{data.name}</h2>
            <div className="pan-detail-summary ellipsis-1">{data.summary}</div>
          </div>
          <div className="pan-detail-price">{data.priceDesc}</div>
        </section>
        {data.rulesHtml && (
          <section className="card" aria-label="推广规则">
            <RichText html={data.rulesHtml} className="pan-detail-rules" />
          </section>
        )}
        <section className="card" aria-labelledby="pan-detail-how">
          <h3 id="pan-detail-how" className="pan-detail-section">
            如何推广
          </h3>
          <ol className="pan-detail-steps">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="pan-detail-step">
                <span className="pan-detail-step-no">{i + 1}</span>
                <div>
                  <div className="pan-detail-step-title">{title}</div>
                  <div className="pan-detail-step-text">{text}</div>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <h3 className="section-title">推广资源</h3>
        <Resources taskPlatformId={data.id} />
      </>
    );
  return <PageShell title={data?.name}>{body}</PageShell>;
}
