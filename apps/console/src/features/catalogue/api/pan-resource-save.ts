import type { AdminPanResourceSave } from '@tuike/contract/admin-pan';
import { request } from '../../../lib/request';

/** Creates (no id) or updates a cloud-drive resource; the form places a refused field itself. */
export const savePanResource = (body: AdminPanResourceSave) =>
  request('POST /admin-api/pan-resources/save', { body }, { toastOnError: false });
