import { PhoneFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../app/route-table';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../components/StateViews';
import { useCustomerSetting } from '../../features/content/api/customer-setting';
import { openAppWithFeedback, saveImageWithFeedback } from '../../platform/actions';
import { copyWithToast } from '../../platform/clipboard';
import '../../features/content/components/content.css';
import './kefu.css';

function KefuSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card kefu-qr-card">
        <Shimmer className="kefu-skeleton-qr" />
        <Shimmer className="kefu-skeleton-hint" />
      </div>
      <div className="card">
        {[0, 1, 2].map((i) => (
          <Shimmer key={i} className="kefu-skeleton-row" />
        ))}
      </div>
    </div>
  );
}

/** Customer service: the wechat QR code (save), wechat id (copy, open WeChat), service hours and phone. */
export default function KefuPage() {
  const { data, isPending, isError, error, refetch } = useCustomerSetting();
  const navigate = useNavigate();

  let body;
  if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <KefuSkeleton />;
  else if (!data.wechat && !data.qrCode && !data.phone) {
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to('my/faqDetail'))}>
        查看常见问题
      </button>
    );
    body = <EmptyState text="客服联系方式暂未开放，可先查看常见问题" action={action} />;
  } else
    body = (
      <>
        {data.qrCode && (
          <section className="card kefu-qr-card">
            <img className="kefu-qr" src={data.qrCode} alt="客服微信二维码" />
            <p className="kefu-hint">扫码或保存二维码，添加客服微信</p>
            <button type="button" className="btn-solid" onClick={() => void saveImageWithFeedback(data.qrCode)}>
              保存二维码
            </button>
          </section>
        )}
        <section className="card kefu-rows">
          {data.wechat && (
            <div className="kefu-row">
              <span className="kefu-label">客服微信</span>
              <span className="kefu-value ellipsis-1">{data.wechat}</span>
              <button type="button" className="kefu-action" onClick={() => void copyWithToast(data.wechat)}>
                复制
              </button>
            </div>
          )}
          <div className="kefu-row">
            <span className="kefu-label">服务时间</span>
            <span className="kefu-value">{data.serviceHours}</span>
          </div>
          {data.phone && (
            <div className="kefu-row">
              <span className="kefu-label">客服电话</span>
              <span className="kefu-value num">{data.phone}</span>
              <a className="kefu-action" href={`tel:${data.phone.replace(/[^\d+]/g, '')}`} aria-label={`拨打 ${data.phone}`}>
                <PhoneFill /> 拨打
              </a>
            </div>
          )}
        </section>
        {data.wechat && (
          <div className="kefu-open-wrap">
            <button
              type="button"
              className="btn-outline kefu-open"
              onClick={() => void copyWithToast(data.wechat).then(() => openAppWithFeedback('weixin'))}
            >
              复制微信号并打开微信
            </button>
          </div>
        )}
        <p className="help-footer">非服务时间的留言，客服将在下一个工作日回复</p>
      </>
    );
  return <PageShell>{body}</PageShell>;
}
