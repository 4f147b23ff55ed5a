/**
 * Fills a new PGlite data directory in a child process that main.ts starts under the directory lock:
 * the migrations and, when asked, the demo seed. Everything the fill grows (~600 MB of WebAssembly
 * memory, the compiled module, allocator arenas) goes back to the system when this process exits;
 * a worker thread would leave the arenas and ~170 MB with the server.
 */
import { loadConfig } from '../config';
import { fillPglite } from '../db/client';
import { createMediaStorage } from '../modules/media';
import { useOperatorZone } from '../lib/time';
import { seedDemo } from '.';

export interface FillJob {
  pgliteDir: string;
  seedDemo: boolean;
  timeZone: string;
}

// The server went away (its lock is gone with it): stop rather than write to a directory nobody holds.
const orphaned = () => process.exit(1);
process.once('disconnect', orphaned);
const job = JSON.parse(process.argv[2] ?? '') as FillJob;
// The seed dates its rows by the operator's days.
useOperatorZone(job.timeZone);
// The same configuration as the server (the environment is inherited), so the demo data is encrypted
// with the key the server will read it with, and the demo's report files are where it will look for them.
const seed = job.seedDemo
  ? async (db: Parameters<typeof seedDemo>[0]) => {
      const config = loadConfig();
      await seedDemo(db, { config, media: await createMediaStorage(config.media) });
    }
  : undefined;
await fillPglite(job.pgliteDir, seed);
process.off('disconnect', orphaned);
process.disconnect?.();
