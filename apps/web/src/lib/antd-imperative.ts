import { createRoot } from 'react-dom/client';

let configured: Promise<void> | null = null;

/**
 * antd-mobile's imperative Toast and Dialog render nothing on React 19 until a render function
 * is set. It is set on first use, so neither it nor the components weigh on the first screen.
 */
function configure() {
  configured ??= import('antd-mobile/es/utils/unstable-render').then(({ unstableSetRender }) => {
    unstableSetRender((node, container) => {
      const root = createRoot(container);
      root.render(node);
      return async () => root.unmount();
    });
  });
  return configured;
}

export const loadToast = () =>
  configure()
    .then(() => import('antd-mobile/es/components/toast'))
    .then((m) => m.default);
export const loadDialog = () =>
  configure()
    .then(() => import('antd-mobile/es/components/dialog'))
    .then((m) => m.default);
