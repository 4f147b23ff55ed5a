import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const customerSettingKey = ['config', 'customer'] as const;

export const fetchCustomerSetting = () => request('GET /dev/config/GetCustomerSetting');

export const useCustomerSetting = () =>
  useQuery({ queryKey: customerSettingKey, queryFn: fetchCustomerSetting, staleTime: 300_000 });
