import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const customerSettingKey = ['admin-api', 'content', 'customer'] as const;

/** The customer-service contact the app's 客服 page shows. */
export const useCustomerSetting = () =>
  useQuery({ queryKey: customerSettingKey, queryFn: () => request('GET /admin-api/content/customer') });
