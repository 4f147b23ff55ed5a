import type { VipLevelsSave } from '@tuike/contract/admin-growth';
import { request } from '../../../lib/request';

export const vipLevelsKey = ['admin-api', 'vip', 'levels'] as const;

export const fetchVipLevels = () => request('GET /admin-api/vip/levels');

export const saveVipLevels = (body: VipLevelsSave) =>
  request('POST /admin-api/vip/levels/save', { body }, { toastOnError: false });
