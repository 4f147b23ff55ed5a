import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3 for tests, over real HTTP: the path-style calls the AWS SDK makes to store and read
 * objects (PutObject, the multipart upload calls, GetObject with ranges, HeadObject, DeleteObject),
 * objects in memory. It checks that each request is SigV4-signed with the expected access key; it does
 * not verify signatures. `calls` records each operation in order, so tests can see which were made.
 */
export async function startS3Fixture(opts: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  const calls: string[] = [];

  const xml = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const noSuchKey = (res: http.ServerResponse, head: boolean) =>
    head ? (res.writeHead(404), res.end()) : xml(res, 404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const body = Buffer.concat(chunks);
      const q = url.searchParams;
      if (bucket !== opts.bucket) return xml(res, 404, '<Error><Code>NoSuchBucket</Code></Error>');
      if (!String(req.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/`))
        return xml(res, 403, '<Error><Code>AccessDenied</Code></Error>');
      const etag = `"${randomBytes(8).toString('hex')}"`;

      if (req.method === 'POST' && q.has('uploads')) {
        calls.push('CreateMultipartUpload');
        const id = randomBytes(8).toString('hex');
        uploads.set(id, { key, contentType: String(req.headers['content-type'] ?? ''), parts: new Map() });
        return xml(res, 200, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      const upload = q.has('uploadId') ? uploads.get(q.get('uploadId') ?? '') : undefined;
      if (q.has('uploadId') && !upload) return xml(res, 404, '<Error><Code>NoSuchUpload</Code></Error>');
      if (req.method === 'PUT' && upload) {
        calls.push('UploadPart');
        upload.parts.set(Number(q.get('partNumber')), body);
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'POST' && upload) {
        calls.push('CompleteMultipartUpload');
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        objects.set(key, { body: Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0))), contentType: upload.contentType });
        uploads.delete(q.get('uploadId') ?? '');
        return xml(res, 200, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`);
      }
      if (req.method === 'DELETE' && upload) {
        calls.push('AbortMultipartUpload');
        uploads.delete(q.get('uploadId') ?? '');
        res.writeHead(204);
        return res.end();
      }
      if (req.method === 'PUT') {
        calls.push('PutObject');
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (req.method === 'DELETE') {
        calls.push('DeleteObject');
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      const head = req.method === 'HEAD';
      calls.push(head ? 'HeadObject' : 'GetObject');
      if (!object) return noSuchKey(res, head);
      const headers = { 'content-type': object.contentType, etag, 'accept-ranges': 'bytes' };
      const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      if (range && !head) {
        const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
        const part = object.body.subarray(start, end + 1);
        res.writeHead(206, { ...headers, 'content-length': part.length, 'content-range': `bytes ${start}-${end}/${object.body.length}` });
        return res.end(part);
      }
      res.writeHead(200, { ...headers, 'content-length': object.body.length });
      return res.end(head ? undefined : object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    uploads,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
