import { request } from '../../../lib/request';

/** Deletes a cloud-drive resource (promotions made of it keep their links). */
export const deletePanResource = (id: number) => request('POST /admin-api/pan-resources/delete', { body: { id } });
