import { describe, expect, it } from 'vitest';
import { configProblems, productionEnv } from '../test/config-env';
import { loadConfig } from './config';

/** PostgreSQL in production with everything else it needs. */
const productionOnPostgres = { ...productionEnv, DATABASE_URL: 'postgres://h/db' };
const s3 = {
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: 'https://minio.example:9000/',
  S3_BUCKET: 'tuike',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'ak',
  S3_SECRET_ACCESS_KEY: 'sk',
};

describe('media storage configuration', () => {
  it('keeps uploads in the data directory by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/tuike' }).media).toEqual({ storage: 'dir', dir: '/srv/tuike/media' });
  });

  it('makes production on PostgreSQL name its storage: it cannot know how many nodes share the database', () => {
    expect(configProblems(productionOnPostgres)).toEqual([
      'MEDIA_STORAGE: required with NODE_ENV=production on PostgreSQL (s3 when more than one node serves; dir keeps uploads on this node only)',
    ]);
    expect(loadConfig({ ...productionOnPostgres, MEDIA_STORAGE: 'dir' }).media.storage).toBe('dir');
    expect(loadConfig({ ...productionOnPostgres, ...s3 }).media).toEqual({
      storage: 's3',
      endpoint: 'https://minio.example:9000',
      bucket: 'tuike',
      region: 'us-east-1',
      accessKeyId: 'ak',
      secretAccessKey: 'sk',
      forcePathStyle: true,
    });
  });

  it('refuses an incomplete S3 configuration, naming each variable', () => {
    expect(configProblems({ MEDIA_STORAGE: 's3' })).toEqual([
      'S3_BUCKET: required with MEDIA_STORAGE=s3',
      'S3_REGION: required with MEDIA_STORAGE=s3 (MinIO accepts us-east-1)',
    ]);
    expect(configProblems({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both or neither',
    ]);
    expect(configProblems({ ...productionOnPostgres, ...s3, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with MEDIA_STORAGE=s3 and NODE_ENV=production',
    ]);
    expect(configProblems({ MEDIA_STORAGE: 'ftp' })).toEqual(['MEDIA_STORAGE: MEDIA_STORAGE must be dir or s3']);
    expect(configProblems({ ...s3, S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_ENDPOINT: S3_ENDPOINT must be an http(s) origin such as https://minio.example:9000',
    ]);
  });

  it('addresses AWS itself by virtual host, and another store by path unless told otherwise', () => {
    const { S3_ENDPOINT: _endpoint, ...aws } = s3;
    expect(loadConfig(aws).media).toMatchObject({ endpoint: null, forcePathStyle: false });
    expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'false' }).media).toMatchObject({ forcePathStyle: false });
  });
});
