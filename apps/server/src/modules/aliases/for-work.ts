import type { WorkAliases } from '@tuike/contract/promotion';
import { type PromoterActor, scopeOf } from '../../lib/authorize';
import { readSetting } from '../app-config';
import { applyNote, applyRefusal } from './apply-rule';
import { ownAliasesOfWork } from './for-work-repository';
import { presentAlias } from './presenter';
import { aliasesRepository as repo } from './repository';
import { ALIAS_MSG, type Store } from './service';

/**
 * What a work's page needs to know of my keywords: the ones I hold for it, and whether CreateAlias
 * would take another application now (the same rule, apply-rule.ts). A work that cannot be applied
 * for (missing, unpublished, its platform off) answers canApply false with CreateAlias's reason.
 */
export async function aliasesForWork({ db }: Store, actor: PromoterActor, workId: number): Promise<WorkAliases> {
  const scope = scopeOf(actor, 'read', 'alias');
  const [rows, liveCount, { maxLiveAliases }, open] = await Promise.all([
    ownAliasesOfWork(db, scope, workId),
    repo.countLive(db, scope.ownerId),
    readSetting(db, 'promotion'),
    repo.workWithPlatform(db, workId),
  ]);
  const aliases = rows.map(presentAlias);
  if (!open) return { aliases, canApply: false, applyNote: ALIAS_MSG.workNotFound };
  const holdsThisWork = aliases.length > 0;
  return {
    aliases,
    canApply: applyRefusal(liveCount, maxLiveAliases) === null,
    applyNote: applyNote(liveCount, maxLiveAliases, holdsThisWork),
  };
}
