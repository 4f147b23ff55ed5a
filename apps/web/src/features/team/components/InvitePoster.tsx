import { useEffect, useState } from 'react';
import { Shimmer } from '../../../components/StateViews';
import { saveImageWithFeedback } from '../../../platform/actions';
import { drawInvitePoster } from './poster';
import './InvitePoster.css';

type State = { status: 'drawing' } | { status: 'ready'; url: string } | { status: 'failed' };

/** My invite poster, drawn here from my link and code, shown at card width and saved as a PNG. */
export function InvitePoster({ link, code }: { link: string; code: string }) {
  const [state, setState] = useState<State>({ status: 'drawing' });
  useEffect(() => {
    let live = true;
    drawInvitePoster(link, code).then(
      (url) => live && setState(url ? { status: 'ready', url } : { status: 'failed' }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [link, code]);

  return (
    <section className="card invite-poster" aria-label="邀请海报">
      <h2 className="invite-poster-title">邀请海报</h2>
      {state.status === 'drawing' && <Shimmer className="invite-poster-skeleton" />}
      {state.status === 'ready' && (
        <>
          <img className="invite-poster-img" src={state.url} alt={`邀请海报，邀请码 ${code}`} />
          <button
            type="button"
            className="btn-solid invite-poster-save"
            onClick={() => void saveImageWithFeedback(state.url, `tuike-invite-${code}.png`)}
          >
            保存海报
          </button>
        </>
      )}
      {state.status === 'failed' && <p className="invite-poster-failed">当前环境无法生成海报，可复制上方链接发给好友</p>}
    </section>
  );
}
