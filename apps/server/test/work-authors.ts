import type { WorkAuthorLookup } from '../src/deps';

/**
 * A stand-in for the platforms' author lookup: the author a link shows is named in its path
 * (`/video/by-<uid>`, Kuaishou when the link is a Kuaishou one); `unknown` cannot be read (null) and
 * `broken` fails, as an unreachable platform does.
 */
export const workAuthorsByPath: WorkAuthorLookup = (link) => {
  const author = /by-([\w.]+)/.exec(link)?.[1];
  if (!author || author === 'unknown') return Promise.resolve(null);
  if (author === 'broken') return Promise.reject(new Error('upstream down'));
  return Promise.resolve({ platform: link.includes('kuaishou') ? 'kuaishou' : 'douyin', authorUid: author });
};
