import { useQuery } from '@tanstack/react-query';
import { PROMOTION_TYPE } from '@tuike/contract/enums';
import { request } from '../../../lib/request';
import { panKeys } from './keys';

/** The cloud-drive task platforms (PromotionType 6), in the operator's order. */
export const useDrivePlatforms = () =>
  useQuery({
    queryKey: panKeys.drives,
    queryFn: () =>
      request(
        'GET /api/taskPlatform/getTaskPlatformList',
        { query: { PromotionType: PROMOTION_TYPE.cloudDrive.value } },
        { toastOnError: false },
      ),
  });
