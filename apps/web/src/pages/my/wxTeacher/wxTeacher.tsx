import { RightOutline, UserOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import { PageShell } from '../../../components/PageShell';
import { EmptyState, ErrorState, Shimmer } from '../../../components/StateViews';
import { useMentorInfo } from '../../../features/growth/api/mentor-info';
import { useHomeData } from '../../../features/profile/api/home-data';
import { openAppWithFeedback, saveImageWithFeedback } from '../../../platform/actions';
import { copyWithToast } from '../../../platform/clipboard';
import '../../../features/content/components/content.css';
import './wxTeacher.css';

function MentorSkeleton() {
  return (
    <div aria-busy="true" aria-label="加载中">
      <div className="card mentor-card">
        <Shimmer className="mentor-skeleton-head" />
        <Shimmer className="mentor-skeleton-qr" />
      </div>
    </div>
  );
}

/** My wechat id, which the mentor needs to find me: shown, or a prompt to fill it in. */
function MyWechatRow() {
  const navigate = useNavigate();
  const wxId = useHomeData().data?.user.wxId;
  return (
    <button type="button" className="card mentor-mine" onClick={() => navigate(to('my/wxTeacher/setting'))}>
      <span className="mentor-mine-label">我的微信号</span>
      <span className={`mentor-mine-value ellipsis-1${wxId ? '' : ' mentor-mine-empty'}`}>
        {wxId ?? '未填写，填写后导师可主动联系你'}
      </span>
      <RightOutline className="mentor-mine-arrow" />
    </button>
  );
}

/** 微信导师: my mentor's name, wechat id (copy, open WeChat) and QR code (save), or the empty view. */
export default function WxTeacherPage() {
  const { data, isPending, isError, error, refetch } = useMentorInfo();
  const navigate = useNavigate();

  let body;
  if (isError) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <MentorSkeleton />;
  else if (!data) {
    const action = (
      <button type="button" className="btn-outline" onClick={() => navigate(to('my/wxTeacher/setting'))}>
        填写我的微信号
      </button>
    );
    body = <EmptyState icon={<UserOutline />} text="暂未分配导师，填写微信号后，导师会尽快添加你" action={action} />;
  } else
    body = (
      <>
        <section className="card mentor-card">
          <div className="mentor-head">
            <span className="mentor-avatar" aria-hidden="true">
              {[...data.name][0]}
            </span>
            <div className="mentor-who">
              <b className="mentor-name">{data.name}</b>
              <span className="mentor-role">你的专属微信导师</span>
            </div>
          </div>
          <div className="mentor-wechat">
            <span className="mentor-wechat-label">微信号</span>
            <span className="mentor-wechat-id ellipsis-1">{data.wechatId}</span>
            <button type="button" className="mentor-copy" onClick={() => void copyWithToast(data.wechatId)}>
              复制
            </button>
          </div>
          {data.qrCode && (
            <div className="mentor-qr-wrap">
              <img className="mentor-qr" src={data.qrCode} alt={`${data.name}的微信二维码`} />
              <p className="mentor-hint">微信扫码或保存二维码，添加导师</p>
              <button
                type="button"
                className="btn-solid mentor-save"
                onClick={() => void saveImageWithFeedback(data.qrCode ?? '')}
              >
                保存二维码
              </button>
            </div>
          )}
        </section>
        <div className="mentor-open-wrap">
          <button
            type="button"
            className="btn-outline mentor-open"
            onClick={() => void copyWithToast(data.wechatId).then(() => openAppWithFeedback('weixin'))}
          >
            复制微信号并打开微信
          </button>
        </div>
        <MyWechatRow />
        <p className="help-footer">导师会解答选剧、发布和结算的问题，添加时请备注你的推客号</p>
      </>
    );
  return <PageShell>{body}</PageShell>;
}
