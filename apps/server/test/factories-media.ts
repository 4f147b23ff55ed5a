import type { TestApp } from './harness';
import { multipart, png } from './upload-files';

/** Uploads a picture through the console's upload call, as an operator's form does; answers its URL. */
export async function uploadPicture(t: Pick<TestApp, 'app'>, token: string, purpose = 'cover') {
  const form = multipart(await png(300, 400), 'picture.png', 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin-api/uploads?purpose=${purpose}`,
    payload: form.body,
    headers: { 'content-type': form.contentType, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return (res.json() as { data: { url: string } }).data.url;
}
