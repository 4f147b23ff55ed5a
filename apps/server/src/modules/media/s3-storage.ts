import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { MediaConfig } from '../../config-media';
import type { MediaStorage } from '../../deps';

type S3Config = Extract<MediaConfig, { storage: 's3' }>;

/** Parts of a multipart upload: S3's smallest. With two in flight, an upload holds about 10 MB in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS): what every node of a
 * multi-node deployment sees alike. A body streams through in 5 MB parts (lib-storage's Upload: one
 * PutObject for a small file, a multipart upload for a large one, aborted if the stream fails).
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: the SDK's default trailing checksums (aws-chunked
      // bodies) are refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, contentType: string) {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    // The source failing (too large, connection lost) must fail the upload, not leave it waiting.
    const failed = new Promise<never>((_resolve, reject) => body.once('error', reject));
    try {
      await Promise.race([upload.done(), failed]);
    } catch (err) {
      await upload.abort().catch(() => {});
      throw err;
    }
  }

  async head(key: string) {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: { start: number; end: number }) {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      if (!(res.Body instanceof Readable)) throw new Error(`s3 get ${key}: the body is not a Node stream`);
      const total = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : res.ContentLength;
      return { size: total ?? 0, contentType: res.ContentType ?? 'application/octet-stream', body: res.Body };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
