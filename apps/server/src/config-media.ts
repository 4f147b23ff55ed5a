import path from 'node:path';
import { z } from 'zod';

/**
 * Where uploaded files go (modules/media): the data directory, or an S3-compatible bucket (AWS S3,
 * MinIO, Aliyun OSS, Tencent COS). Files in one node's data directory are invisible to every other
 * node, so a deployment with more than one node needs s3.
 */
export type MediaConfig =
  | { storage: 'dir'; dir: string }
  | {
      storage: 's3';
      /** Null: AWS itself, from the region. */
      endpoint: string | null;
      bucket: string;
      region: string;
      /** Null (both): the SDK's own credential chain (instance role, shared files); development only. */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      /** Bucket in the path (`endpoint/bucket/key`), as MinIO wants; on by default with an endpoint. */
      forcePathStyle: boolean;
    };

const text = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

const ZMediaEnv = z.object({
  MEDIA_STORAGE: z.enum(['dir', 's3'], { error: 'MEDIA_STORAGE must be dir or s3' }).optional(),
  S3_ENDPOINT: text.refine((v) => v === null || /^https?:\/\/[^/\s]+\/?$/.test(v), {
    message: 'S3_ENDPOINT must be an http(s) origin such as https://minio.example:9000',
  }),
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: z
    .enum(['1', '0', 'true', 'false', ''], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
});

/**
 * The media part of the configuration; each problem is pushed onto `problems`, naming its variable.
 * Production on PostgreSQL must name MEDIA_STORAGE: the server cannot see how many nodes share the
 * database, and a default of `dir` would scatter uploads over the nodes' disks.
 */
export function readMediaConfig(
  env: NodeJS.ProcessEnv,
  at: { production: boolean; postgres: boolean; dataDir: string },
  problems: string[],
): MediaConfig {
  const parsed = ZMediaEnv.safeParse(env);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`));
    return { storage: 'dir', dir: path.join(at.dataDir, 'media') };
  }
  const e = parsed.data;
  if (!e.MEDIA_STORAGE && at.production && at.postgres)
    problems.push(
      'MEDIA_STORAGE: required with NODE_ENV=production on PostgreSQL (s3 when more than one node serves; dir keeps uploads on this node only)',
    );
  if (e.MEDIA_STORAGE !== 's3') return { storage: 'dir', dir: path.join(at.dataDir, 'media') };

  if (!e.S3_BUCKET) problems.push('S3_BUCKET: required with MEDIA_STORAGE=s3');
  if (!e.S3_REGION) problems.push('S3_REGION: required with MEDIA_STORAGE=s3 (MinIO accepts us-east-1)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither');
  else if (at.production && !e.S3_ACCESS_KEY_ID)
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with MEDIA_STORAGE=s3 and NODE_ENV=production');
  return {
    storage: 's3',
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, '') ?? null,
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== null,
  };
}
