import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type McnSaveBody = CallBody<'POST /admin-api/mcn-tasks/save'>;
export const saveMcnTask = (body: McnSaveBody) => request('POST /admin-api/mcn-tasks/save', { body }, { toastOnError: false });
