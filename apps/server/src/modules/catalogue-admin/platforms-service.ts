import type { z } from 'zod';
import {
  SHARE_SETTLEMENTS,
  type ZAdminTaskPlatformSave,
  type ZAdminTaskPlatformsPageQuery,
} from '@tuike/contract/admin-task-platforms';
import { SETTLEMENT_TYPE } from '@tuike/contract/enums';
import type { Deps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { type OperatorActor, authorize } from '../../lib/authorize';
import { MINUTE } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { recordAudit } from '../audit';
import { sanitizeRichHtml } from '../content';
import { mediaExists } from '../media';
import { presentAdminPlatform, presentAdminPlatformDetail } from './platforms-presenter';
import { adminPlatformsRepository as repo, type PlatformRow } from './platforms-repository';
import { pricesRepository } from './prices-repository';

type SaveBody = z.output<typeof ZAdminTaskPlatformSave>;
type PriceBody = NonNullable<SaveBody['price']>;
const PLATFORM_MISSING = '任务平台不存在';
/** A price set "now" from a form reaches the server a little later; older than this is a time in the past. */
const CLOCK_SLACK_MS = MINUTE;

/** A price fits its platform's settlement: a share for CPS/CPM, a unit price for CPA; per task needs neither. */
function checkPrice(settlementType: number, price: PriceBody) {
  if (SHARE_SETTLEMENTS.includes(settlementType) && price.shareBps === null)
    throw badRequest('VALIDATION_FAILED', 'price.shareBps：按分成结算的平台请填写推客分成', 'price.shareBps');
  if (settlementType === SETTLEMENT_TYPE.cpa.value && price.unitPriceFen === null)
    throw badRequest('VALIDATION_FAILED', 'price.unitPriceFen：按新用户结算的平台请填写单价', 'price.unitPriceFen');
}

/** When a new version takes effect: now when not given; a time already past is refused (income earned keeps its rule). */
function effectiveFrom(price: PriceBody, now: Date) {
  if (!price.effectiveFrom) return now;
  const at = new Date(price.effectiveFrom);
  if (at.getTime() < now.getTime() - CLOCK_SLACK_MS)
    throw badRequest(
      'VALIDATION_FAILED',
      'price.effectiveFrom：生效时间不能早于现在，已产生的收益按原价格结算',
      'price.effectiveFrom',
    );
  return at < now ? now : at;
}

const platformFields = async (body: SaveBody) => ({
  name: body.name,
  logo: body.logo,
  category: body.category,
  promotionType: body.promotionType,
  settlementType: body.settlementType,
  summary: body.summary,
  rulesHtml: await sanitizeRichHtml(body.rulesHtml),
  sort: body.sort,
  enabled: body.enabled,
  aliasMinLength: body.aliasRule.minLength,
  aliasMaxLength: body.aliasRule.maxLength,
  aliasCharset: body.aliasRule.charset,
  aliasPrefix: body.aliasRule.prefix,
  aliasReviewMode: body.aliasRule.reviewMode,
});

/** What the audit log keeps of a platform: its stored fields (not the computed figures). */
const audited = ({ workCount: _w, maxShareBps: _m, ...row }: PlatformRow) => row;

async function detailOf(db: DbOrTx, id: number, now: Date) {
  const row = await repo.find(db, id);
  if (!row) throw notFound(PLATFORM_MISSING);
  return presentAdminPlatformDetail(row, await pricesRepository.ofPlatforms(db, [id]), now);
}

/**
 * The console's task platforms: the alias rule is data on the row (aliases read it from there), prices
 * and shares are versions (task_platform_prices): a changed price adds a version effective from a time,
 * never an edit, so the settlement engine prices each income line by the version in force on its day
 * (`priceVersionAt`, this module's entry).
 */
export const adminPlatformsService = {
  async page({ db, clock }: Deps, actor: OperatorActor, q: z.output<typeof ZAdminTaskPlatformsPageQuery>) {
    authorize(actor, 'read', { kind: 'catalogue' });
    const now = clock.now();
    const page = await paged(
      q,
      (limit, offset) => repo.page(db, q, limit, offset),
      (row) => row,
    );
    const versions = await pricesRepository.ofPlatforms(
      db,
      page.records.map((p) => p.id),
    );
    return {
      ...page,
      records: page.records.map((p) =>
        presentAdminPlatform(
          p,
          versions.filter((v) => v.taskPlatformId === p.id),
          now,
        ),
      ),
    };
  },

  async detail({ db, clock }: Deps, actor: OperatorActor, id: number) {
    authorize(actor, 'read', { kind: 'catalogue' });
    return detailOf(db, id, clock.now());
  },

  /**
   * Creates a platform (its price is its first version) or updates one; a price that differs from the
   * last version set, or names its own time, becomes the next version.
   */
  async save({ db, clock }: Deps, actor: OperatorActor, body: SaveBody) {
    authorize(actor, 'write', { kind: 'catalogue' });
    if (body.id === undefined && !body.price) throw badRequest('VALIDATION_FAILED', 'price：新平台请填写价格', 'price');
    if (body.price) checkPrice(body.settlementType, body.price);
    if (!(await mediaExists(db, body.logo))) throw badRequest('VALIDATION_FAILED', 'logo：文件不存在，请重新上传', 'logo');
    const now = clock.now();
    const from = body.price ? effectiveFrom(body.price, now) : now;
    const fields = await platformFields(body);
    return db.transaction(async (tx) => {
      let id = body.id;
      if (id === undefined) {
        id = await repo.insert(tx, { ...fields, priceDesc: body.price?.priceDesc ?? '', createdAt: now });
        const row = await repo.find(tx, id);
        if (!row) throw notFound(PLATFORM_MISSING);
        await recordAudit(
          tx,
          actor,
          { action: 'taskPlatform.create', targetType: 'task_platforms', targetId: id, after: audited(row) },
          now,
        );
      } else {
        const before = await repo.find(tx, id, true);
        if (!before) throw notFound(PLATFORM_MISSING);
        await repo.update(tx, id, fields);
        const after = await repo.find(tx, id);
        if (!after) throw notFound(PLATFORM_MISSING);
        await recordAudit(
          tx,
          actor,
          {
            action: 'taskPlatform.update',
            targetType: 'task_platforms',
            targetId: id,
            before: audited(before),
            after: audited(after),
          },
          now,
        );
      }
      if (body.price) {
        const latest = await pricesRepository.latest(tx, id);
        const same =
          latest &&
          !body.price.effectiveFrom &&
          latest.priceDesc === body.price.priceDesc &&
          latest.shareBps === body.price.shareBps &&
          latest.unitPriceFen === body.price.unitPriceFen;
        if (!same) {
          const version = await pricesRepository.insert(tx, {
            taskPlatformId: id,
            effectiveFrom: from,
            priceDesc: body.price.priceDesc,
            shareBps: body.price.shareBps,
            unitPriceFen: body.price.unitPriceFen,
            note: body.price.note,
            operatorId: actor.operatorId,
            createdAt: now,
          });
          await recordAudit(
            tx,
            actor,
            { action: 'taskPlatform.price', targetType: 'task_platform_prices', targetId: version.id, after: version },
            now,
          );
        }
      }
      return detailOf(tx, id, now);
    });
  },
};
