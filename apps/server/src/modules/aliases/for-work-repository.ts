import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { OwnerScope } from '../../lib/authorize';
import { taskPlatforms, works, worksAliases } from '../../db/schema';
import type { AliasView } from './repository';

/** The caller's aliases of one work, not deleted, newest first, with what the alias pages show of each. */
export function ownAliasesOfWork(db: DbOrTx, scope: OwnerScope, workId: number): Promise<AliasView[]> {
  return db
    .select({
      alias: worksAliases,
      workTitle: works.title,
      workCover: works.cover,
      workType: works.type,
      taskPlatformName: taskPlatforms.name,
    })
    .from(worksAliases)
    .innerJoin(works, eq(works.id, worksAliases.workId))
    .innerJoin(taskPlatforms, eq(taskPlatforms.id, worksAliases.taskPlatformId))
    .where(and(eq(worksAliases.userId, scope.ownerId), eq(worksAliases.workId, workId), isNull(worksAliases.deletedAt)))
    .orderBy(desc(worksAliases.createdAt), desc(worksAliases.id));
}
