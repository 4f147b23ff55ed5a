import type { DbOrTx } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { firstRow } from '../../lib/rows';

export const uploadsRepository = {
  async insert(db: DbOrTx, row: typeof mediaUploads.$inferInsert) {
    return firstRow(await db.insert(mediaUploads).values(row).returning(), 'insert into media_uploads');
  },
};
