import { UPLOAD_TYPES } from '@tuike/contract/upload-rules';

/** A storage key as the media module writes them: `up/ab/ab…(32 hex)[.thumb].ext`; `rp/…` for settlement reports, never served under /media. */
const KEY = /^(?:up|rp)\/([0-9a-f]{2})\/\1[0-9a-f]{30}(\.thumb)?\.[a-z0-9]{2,4}$/;
/** The file name part of an upload's URL: `/media/up/<name>`. */
const NAME = /^[0-9a-f]{32}(\.thumb)?\.[a-z0-9]{2,4}$/;

export const isStorageKey = (key: string) => KEY.test(key);

/** The key an upload's URL names, or null for a name no upload can have. */
export const keyOfName = (name: string) => (NAME.test(name) ? `up/${name.slice(0, 2)}/${name}` : null);

/** The URL an upload is served at. */
export const urlOfKey = (key: string) => `/media/${key.replace(/^up\/[0-9a-f]{2}\//, 'up/')}`;

/** Every type an upload or thumbnail is stored as, by the extension its key ends in. */
const TYPE_OF_EXT: ReadonlyMap<string, string> = new Map(
  Object.values(UPLOAD_TYPES).flatMap((types) => Object.entries(types).map(([mime, { ext }]) => [ext, mime] as const)),
);

/**
 * The content type of a stored file, from its key: the upload chose the extension from the detected
 * type, so the extension says the type (the directory storage keeps no other metadata).
 */
export const typeOfKey = (key: string) => TYPE_OF_EXT.get(key.slice(key.lastIndexOf('.') + 1)) ?? 'application/octet-stream';
