import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';

export const watermarkQuotaKey = ['watermark', 'quota'] as const;

export const fetchWatermarkQuota = () => request('GET /api/common/removeWatermark/quota');

/** Today's limit and what is left of it; the eraser's answers refresh it. */
export const useWatermarkQuota = () => useQuery({ queryKey: watermarkQuotaKey, queryFn: fetchWatermarkQuota });
