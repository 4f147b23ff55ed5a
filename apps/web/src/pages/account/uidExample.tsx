import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';
import { TabStrip } from '../../components/TabStrip';
import { UidExampleFigure, type UidExampleApp } from '../../features/promotion/accounts/UidExampleFigure';
import { openAppWithFeedback } from '../../platform/actions';
import '../../features/promotion/accounts/accounts.css';

const TABS = [
  { key: 'douyin', title: '抖音' },
  { key: 'kuaishou', title: '快手' },
] as const satisfies ReadonlyArray<{ key: UidExampleApp; title: string }>;

const STEPS: Record<UidExampleApp, string[]> = {
  douyin: [
    '打开抖音 App，点击右下角「我」进入个人主页。',
    '头像和昵称下方的「抖音号：」后面那串字符就是 UID。',
    '长按抖音号复制，回到绑定页粘贴到「UID」一栏，昵称照主页填写。',
  ],
  kuaishou: [
    '打开快手 App，点击右下角「我」进入个人主页。',
    '昵称下方的「快手号：」后面那串字符就是 UID；没有设置快手号时显示的是用户 ID，同样可以使用。',
    '长按快手号复制，回到绑定页粘贴到「UID」一栏，昵称照主页填写。',
  ],
};

/** 示例: where the UID is in the Douyin and Kuaishou apps, as a picture and three steps. */
export default function UidExamplePage() {
  const [params, setParams] = useSearchParams();
  const app: UidExampleApp = params.get('platform') === '2' ? 'kuaishou' : 'douyin';
  const name = app === 'douyin' ? '抖音' : '快手';
  return (
    <PageShell>
      <TabStrip
        label="平台"
        variant="line"
        className="uid-ex-tabs"
        items={TABS}
        active={app}
        onChange={(key) => setParams({ platform: key === 'kuaishou' ? '2' : '1' }, { replace: true })}
      />
      <div className="card uid-ex-card">
        <UidExampleFigure app={app} />
      </div>
      <section className="card uid-ex-card" aria-label={`${name}查看步骤`}>
        <h2 className="uid-ex-title">在{name}中查看 UID</h2>
        <ol className="uid-ex-steps">
          {STEPS[app].map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <button type="button" className="btn-outline uid-ex-open" onClick={() => void openAppWithFeedback(app)}>
          打开{name}查看
        </button>
      </section>
    </PageShell>
  );
}
