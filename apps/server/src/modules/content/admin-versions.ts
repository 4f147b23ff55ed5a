import type { z } from 'zod';
import type { ZAppVersionAdminQuery, ZAppVersionInput } from '@tuike/contract/admin-content';
import { compareVersions } from '@tuike/contract/version';
import type { Deps } from '../../deps';
import type { OperatorActor } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { uniqueViolation } from '../../lib/pg-errors';
import { presentAdminVersion } from './admin-presenter';
import { contentAdminRepository as repo } from './admin-repository';
import { authorizeContentRead, contentWrite } from './admin-write';

const MISSING = '版本不存在或已删除';
const exists = (version: string) => conflict('APP_VERSION_EXISTS', `该平台已有版本 ${version}`, 'version');

/** App releases in the console: what `/api/upgrade/latestVersion` and the upgrade notes offer. */
export const versionAdmin = {
  page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZAppVersionAdminQuery>) {
    authorizeContentRead(actor);
    const now = clock.now();
    return paged(
      q,
      (limit, offset) => repo.versionPage(db, q.platform, limit, offset),
      (row) => presentAdminVersion(row, now),
    );
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorizeContentRead(actor);
    const row = await repo.version(db, id);
    if (!row) throw notFound(MISSING);
    return presentAdminVersion(row, clock.now());
  },

  /**
   * A version number names one release per platform, compared as numbers (1.0 = 1.0.0), so the check
   * runs under the platform's lock; the unique index still holds the exact spelling if anything slips.
   */
  async save(deps: Deps, actor: OperatorActor, input: z.output<typeof ZAppVersionInput>) {
    try {
      return await contentWrite(deps, actor, async (tx, now) => {
        const { id, publishedAt, ...fields } = input;
        const before = id === undefined ? null : await repo.version(tx, id, true);
        if (id !== undefined && !before) throw notFound(MISSING);
        await repo.lockPlatformReleases(tx, fields.platform);
        const same = (await repo.versionsOf(tx, fields.platform)).find(
          (v) => v.id !== id && compareVersions(v.version, fields.version) === 0,
        );
        if (same) throw exists(same.version);
        // A new release goes out now unless scheduled; an edit keeps its date unless one is given.
        const when = publishedAt ? { publishedAt: new Date(publishedAt) } : before ? {} : { publishedAt: now };
        const row = before
          ? await repo.updateVersion(tx, before.id, { ...fields, ...when })
          : await repo.insertVersion(tx, { ...fields, ...when });
        return {
          result: presentAdminVersion(row, now),
          audit: before
            ? { action: 'appVersion.update', targetType: 'app_versions', targetId: row.id, before, after: row }
            : { action: 'appVersion.create', targetType: 'app_versions', targetId: row.id, after: row },
        };
      });
    } catch (err) {
      if (uniqueViolation(err) === 'app_versions_platform_version_uq') throw exists(input.version);
      throw err;
    }
  },

  remove(deps: Deps, actor: OperatorActor, id: number) {
    return contentWrite(deps, actor, async (tx) => {
      const before = await repo.version(tx, id, true);
      if (!before) throw notFound(MISSING);
      await repo.deleteVersion(tx, id);
      return { result: null, audit: { action: 'appVersion.delete', targetType: 'app_versions', targetId: id, before } };
    });
  },
};
