import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { MediaStorage } from '../../deps';
import type { Clock } from '../../lib/clock';

/**
 * What an import's steps (upload, parse, confirm) need: the app's database or the demo seed's transaction
 * (which imports its reports through these same steps, each at its dated moment), the clock, the media
 * storage the file is kept in, and the operator's zone the rows' days are read in. The app's Deps is one.
 */
export interface ImportStore {
  db: DbOrTx;
  clock: Clock;
  media: MediaStorage;
  config: Pick<Config, 'timeZone'>;
}
