import type { Readable } from 'node:stream';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { WatermarkPlatform } from '@tuike/contract/watermark';

/**
 * Sends a verification code by SMS; modules/sms holds the senders (the only place that knows a provider).
 * Declared here, beside the Deps that carry one, so this file imports no module.
 */
export interface SmsSender {
  sendCode(phone: string, code: string): Promise<void>;
}

/** What the media storage knows of a stored file. */
export interface StoredFile {
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live: the data directory or an S3-compatible bucket (modules/media holds both).
 * Bodies are streams both ways, so a 200 MB video never sits in memory. Keys are the storage's paths
 * (`up/ab/ab12….mp4`), chosen by the caller and never reused.
 */
export interface MediaStorage {
  /** Stores the whole stream under `key`; nothing is left under it if the stream fails. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** The file's bytes, all or `start`–`end` (inclusive); null when there is no such file. */
  get(key: string, range?: { start: number; end: number }): Promise<(StoredFile & { body: Readable }) | null>;
  head(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** A Douyin or Kuaishou work as the watermark eraser reads it from its platform. */
export interface ResolvedWork {
  platform: WatermarkPlatform;
  title: string;
  author: { nickname: string; uid: string };
  cover: string;
  videoUrl: string | null;
  images: string[];
}

/**
 * Reads a share text's work from its platform (modules/watermark holds the resolver); throws the
 * promoter's error (unsupported link, deleted item, upstream failure or timeout) as an AppError.
 */
export interface WatermarkResolver {
  resolve(text: string): Promise<ResolvedWork>;
}

/**
 * Reads the author of a Douyin or Kuaishou work from its link (the watermark resolver can): the
 * platform and the author's UID, or null when it cannot tell. The whitelist checks an application's
 * link with it before the operator sees it. Declared here like SmsSender, so this file imports no module.
 */
export type WorkAuthorLookup = (link: string) => Promise<{ platform: 'douyin' | 'kuaishou'; authorUid: string } | null>;

/**
 * What services and jobs need from the running app. In its own file so modules depend on this small
 * type, not on app.ts (which imports every module to build the app).
 */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsSender;
  media: MediaStorage;
  watermark: WatermarkResolver;
  /** The whitelist's author check: the watermark resolver's reading of a work (tests give their own). */
  workAuthorLookup: WorkAuthorLookup;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once by buildApp; routes hand it to their services. */
    deps: Deps;
  }
}
