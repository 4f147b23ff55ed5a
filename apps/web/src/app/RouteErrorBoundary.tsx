import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { PageShell } from '../components/PageShell';
import { ErrorState } from '../components/StateViews';

export const PAGE_FAILED_TEXT = '页面加载失败，请检查网络后重试';

interface Props {
  /** The location shown; a new one clears the error, so leaving a broken page is never stuck on it. */
  resetKey: string;
  /** Runs before the page is mounted again (the route frame forgets a lazy page that failed). */
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
  /** Bumped by 重试 to mount the page afresh (a lazy page that failed to load is imported again). */
  attempt: number;
}

/**
 * Keeps a page's render error, or a page chunk that failed to download, inside its route: the
 * navigation bar stays so the user can go back, and 重试 mounts the page again, instead of React
 * unmounting the whole app to a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // The screen only says it failed; the console keeps what for whoever debugs it.
    console.error('页面出错', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  render() {
    if (this.state.failed) {
      return (
        <PageShell>
          <ErrorState text={PAGE_FAILED_TEXT} onRetry={this.retry} />
        </PageShell>
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
