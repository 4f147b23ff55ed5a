import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const appSettingKey = ['config', 'app'] as const;

/** The operator's app settings (withdrawal rules, the web view's allowed hosts, …). */
export const fetchAppSetting = () => request('GET /dev/config/GetAppSetting');

export const useAppSetting = (enabled = true) =>
  useQuery({ queryKey: appSettingKey, queryFn: fetchAppSetting, staleTime: 300_000, enabled });

/** The hosts the in-app web view may frame; undefined until the setting has loaded (or when it failed). */
export const useWebviewHosts = (enabled = true) => useAppSetting(enabled).data?.webviewHosts;
