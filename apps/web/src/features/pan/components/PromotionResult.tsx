import { Link } from 'react-router-dom';
import type { PanPromotion } from '@tuike/contract/pan';
import { to } from '../../../app/route-table';
import { copyWithToast } from '../../../platform/clipboard';
import './PromotionResult.css';

/** My promotion: the resource, my share link and the copy to post, each with 复制, and where to go next. */
export function PromotionResult({ promotion: p }: { promotion: PanPromotion }) {
  return (
    <>
      <section className="card promo-result-head" aria-label="推广资源">
        <img className="promo-result-cover" src={p.resourceCover} alt="" />
        <div className="promo-result-main">
          <h2 className="promo-result-title ellipsis-2">{p.resourceTitle}</h2>
          <div className="promo-result-sub">
            {p.taskPlatformName} · {p.categoryLabel} · UID {p.uid}
          </div>
        </div>
      </section>
      <section className="card promo-result-box" aria-labelledby="promo-link">
        <h3 id="promo-link" className="promo-result-label">
          我的分享链接
        </h3>
        <p className="promo-result-text">{p.shareLink}</p>
        <button type="button" className="btn-outline promo-result-copy" onClick={() => void copyWithToast(p.shareLink)}>
          复制链接
        </button>
      </section>
      <section className="card promo-result-box" aria-labelledby="promo-copy">
        <h3 id="promo-copy" className="promo-result-label">
          推广文案
        </h3>
        <p className="promo-result-text">{p.copyText}</p>
        <button type="button" className="btn-solid promo-result-copy" onClick={() => void copyWithToast(p.copyText)}>
          复制文案
        </button>
      </section>
      <p className="promo-result-tip">
        把文案发布到抖音、快手或视频号，新用户通过链接保存资源后计入你的 UID。发布后记得回填作品链接。
      </p>
      <div className="promo-result-actions">
        <Link className="btn-solid promo-result-action" to={`${to('pan/addPanUrl')}?promotionId=${p.id}`}>
          去回填
        </Link>
        <Link className="btn-outline promo-result-action" to={to('pan/panUrl')}>
          回填记录（{p.linkCount}）
        </Link>
      </div>
    </>
  );
}
