import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type PlatformSaveBody = CallBody<'POST /admin-api/task-platforms/save'>;
export const saveTaskPlatform = (body: PlatformSaveBody) =>
  request('POST /admin-api/task-platforms/save', { body }, { toastOnError: false });
