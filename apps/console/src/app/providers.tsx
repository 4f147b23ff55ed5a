import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useEffect } from 'react';
import { bindToast } from '../lib/toast';

dayjs.locale('zh-cn');

/** Errors are already toasted by the request function, so queries do not retry behind the operator's back. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 10_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Hands lib/toast antd's context-aware `message` (themed, localised); renders nothing. */
function ToastBinding() {
  const { message } = AntApp.useApp();
  useEffect(() => bindToast(message), [message]);
  return null;
}

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN} theme={{ token: { borderRadius: 6 } }}>
        <AntApp>
          <ToastBinding />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
