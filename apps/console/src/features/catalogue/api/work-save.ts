import type { CallBody } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';

export type WorkSaveBody = CallBody<'POST /admin-api/works/save'>;
/** Creates (no id) or updates a work; the form shows errors itself, on their fields. */
export const saveWork = (body: WorkSaveBody) => request('POST /admin-api/works/save', { body }, { toastOnError: false });
