import { CheckCircleOutline, CloseCircleOutline, AppstoreOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../app/navigation';
import { PageShell } from '../../components/PageShell';
import { EmptyState } from '../../components/StateViews';
import { describeRequest, parseWorkerRequest, runWorkerRequest } from '../../features/platform/call-worker';
import { hasNativeShell } from '../../platform/bridge';

type Outcome = { ok: boolean; text: string } | null;

/** Hands `?method=…` to the native shell (docs/BRIDGE.md); outside the shell it explains why nothing happens. */
export default function CallWorkerPage() {
  const [params] = useSearchParams();
  const request = useMemo(() => parseWorkerRequest(params), [params]);
  const inShell = hasNativeShell();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const goBack = useGoBack();
  useEffect(() => {
    if (!request || !inShell) return;
    let live = true;
    void runWorkerRequest(request).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [request, inShell]);

  const back = (
    <button type="button" className="btn-outline" onClick={goBack}>
      返回
    </button>
  );
  let body;
  if (!request) body = <EmptyState icon={<CloseCircleOutline />} text="无法识别的请求，请返回后重试" action={back} />;
  else if (!inShell)
    body = (
      <EmptyState
        icon={<AppstoreOutline />}
        text={`“${describeRequest(request)}”需要在推客星 App 中完成，当前浏览器无法处理。请下载并打开推客星 App 后再试。`}
        action={back}
      />
    );
  else if (!outcome) body = <EmptyState icon={<AppstoreOutline />} text={`正在交给 App ${describeRequest(request)}…`} />;
  else
    body = <EmptyState icon={outcome.ok ? <CheckCircleOutline /> : <CloseCircleOutline />} text={outcome.text} action={back} />;
  return <PageShell>{body}</PageShell>;
}
