import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { watermarkQuotaKey } from './watermark-quota';

/** Errors are shown on the form (field, or the form's alert), not as a toast. */
export const removeWatermark = (text: string) =>
  request('POST /api/common/removeWatermark', { body: { text } }, { toastOnError: false });

export function useRemoveWatermark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWatermark,
    onSuccess: (work) => client.setQueryData(watermarkQuotaKey, work.quota),
    // A refusal at the quota means the figure on screen was stale.
    onError: () => void client.invalidateQueries({ queryKey: watermarkQuotaKey }),
  });
}
