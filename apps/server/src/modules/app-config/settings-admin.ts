import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AdminSettingKey,
  type AppSettingStored,
  type SettingSaveRequest,
  ZAppSettingStored,
  ZPromotionSetting,
} from '@tuike/contract/admin-settings';
import type { CustomerSetting } from '@tuike/contract/content';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { authorize, type OperatorActor } from '../../lib/authorize';
import { badRequest } from '../../lib/errors';
import { isoOperator } from '../../lib/time';
import { recordAudit } from '../audit';
import { readSetting, type SettingKey, type SettingValue, settingForConsole, writeSetting } from './settings';

/** Saves of one setting key wait for each other (across nodes), so two admins' fields both land. */
const lockSetting = (tx: Tx, key: SettingKey) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${key}`}))`);

async function forConsole<K extends AdminSettingKey>(db: Deps['db'], key: K) {
  const s = await settingForConsole(db, key);
  return { ...s, updatedAt: s.updatedAt ? isoOperator(s.updatedAt) : null };
}

async function allForConsole(db: Deps['db']) {
  return {
    app: await forConsole(db, 'app'),
    promotion: await forConsole(db, 'promotion'),
  };
}

/**
 * The whole group after the change, checked with the schema the server reads it with. The request's
 * fields passed that schema already (the route); this catches what only the whole can break.
 */
function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  throw badRequest('VALIDATION_FAILED', issue?.message ?? '设置不正确', field ? `value.${field}` : 'value');
}

function mergeApp(before: AppSettingStored, change: Partial<AppSettingStored>): AppSettingStored {
  const app = checked(ZAppSettingStored, { ...before, ...change });
  if (app.minWithdrawal > app.maxMonthlyWithdrawal) {
    // Name the field the admin just changed: the other one is the value they see in force.
    const field = change.minWithdrawal !== undefined ? 'minWithdrawal' : 'maxMonthlyWithdrawal';
    throw badRequest('VALIDATION_FAILED', '最低提现金额不能大于每月提现上限', `value.${field}`);
  }
  return { ...app, withdrawalDays: [...app.withdrawalDays].sort((a, b) => a - b) };
}

/** Stores one group's new value and its audit row, under the group's lock, in one transaction. */
function saveGroup<K extends AdminSettingKey>(
  { db, clock }: Deps,
  actor: OperatorActor,
  key: K,
  merge: (before: SettingValue<K>) => SettingValue<K>,
) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await lockSetting(tx, key);
    const before = await readSetting(tx, key);
    const after = merge(before);
    await writeSetting(tx, key, after, now);
    await recordAudit(tx, actor, { action: 'setting.update', targetType: 'settings', targetId: key, before, after }, now);
  });
}

/** App settings (fees, limits, windows) and the customer-service contact, as the console reads and saves them. */
export const settingsAdmin = {
  all({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'write', { kind: 'settings' });
    return allForConsole(db);
  },

  /**
   * Merges the fields over the value in force and stores the whole, with its audit row, in one
   * transaction. A bad value is refused naming its field and nothing is stored. The app's cached
   * answers pick the value up within their second.
   */
  async save(deps: Deps, actor: OperatorActor, req: SettingSaveRequest) {
    authorize(actor, 'write', { kind: 'settings' });
    if (req.key === 'app') await saveGroup(deps, actor, 'app', (before) => mergeApp(before, req.value));
    else await saveGroup(deps, actor, 'promotion', (before) => checked(ZPromotionSetting, { ...before, ...req.value }));
    return allForConsole(deps.db);
  },

  customer({ db }: Deps, actor: OperatorActor) {
    authorize(actor, 'write', { kind: 'content' });
    return readSetting(db, 'customer');
  },

  async saveCustomer({ db, clock }: Deps, actor: OperatorActor, value: CustomerSetting) {
    authorize(actor, 'write', { kind: 'content' });
    const now = clock.now();
    return db.transaction(async (tx) => {
      await lockSetting(tx, 'customer');
      const before = await readSetting(tx, 'customer');
      await writeSetting(tx, 'customer', value, now);
      await recordAudit(
        tx,
        actor,
        { action: 'customerSetting.update', targetType: 'settings', targetId: 'customer', before, after: value },
        now,
      );
      return readSetting(tx, 'customer');
    });
  },
};
