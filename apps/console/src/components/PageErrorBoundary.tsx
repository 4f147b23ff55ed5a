import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A page that fails to render, or whose chunk fails to load (a deploy replaced it, the network dropped),
 * shows 页面加载失败 with 重试 instead of a blank frame; 重试 reloads, which fetches the current build.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title="页面加载失败"
        subTitle="可能是网络中断或系统刚刚更新，请重试。"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重试
          </Button>
        }
      />
    );
  }
}
