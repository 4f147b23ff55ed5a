import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONSOLE_IDLE_MINUTES, ZConsoleSetting } from '@tuike/contract/admin-operators';
import { type AppSettingStored, ZAppSettingStored, ZPromotionSetting } from '@tuike/contract/admin-settings';
import { ZCustomerSettingInput } from '@tuike/contract/admin-content';
import { ZVipSetting } from '@tuike/contract/admin-growth';
import type { AppSetting } from '@tuike/contract/content';
import { CONFIG_VERSION } from '@tuike/contract/constants';
import type { DbOrTx } from '../../db/client';
import { bpsToRate } from '../ledger';
import { settings } from '../../db/schema';

/** Each setting key with its schema and the value used until the operator saves one. */
export const SETTING_DEFS = {
  app: {
    schema: ZAppSettingStored,
    fallback: {
      withdrawalServiceFeeBps: 600,
      minWithdrawal: 1000,
      maxMonthlyWithdrawal: 8_000_000,
      withdrawalDays: [],
      taxWithholding: false,
      configVersion: CONFIG_VERSION,
      // The media platforms promoters publish on (qq.com covers weixin.qq.com articles and channels);
      // the operator adds the platform's own domains once it has them.
      webviewHosts: ['douyin.com', 'iesdouyin.com', 'kuaishou.com', 'qq.com', 'xiaohongshu.com'],
    },
  },
  promotion: {
    schema: ZPromotionSetting,
    // 10 %: the share of an invitee's settled income the trade's team programmes usually pay the inviter.
    fallback: { maxLiveAliases: 20, backfillWindowDays: 7, maxMediaAccountsPerPlatform: 5, rebateBps: 1000 },
  },
  /** VIP levels: a month of settled income decides the income thresholds (modules/vip). */
  vip: { schema: ZVipSetting, fallback: { incomePeriodDays: 30 } },
  customer: {
    // The console's form rules are the stored value's rules: a contact the form refuses is never kept.
    schema: ZCustomerSettingInput,
    fallback: { wechat: '', qrCode: '', serviceHours: '工作日 9:30-18:30', phone: '' },
  },
  /** The operator console: a session ends after `idleMinutes` without a request (read with each session). */
  console: {
    schema: ZConsoleSetting,
    fallback: { idleMinutes: CONSOLE_IDLE_MINUTES.fallback },
  },
} as const;

type Defs = typeof SETTING_DEFS;
export type SettingKey = keyof Defs;
/** A setting's value as the server uses it. */
export type SettingValue<K extends SettingKey> = z.infer<Defs[K]['schema']>;

export interface SettingProblem {
  key: SettingKey;
  field: string;
  message: string;
}

/**
 * Validates a stored value field by field: valid fields are kept, an invalid or missing field takes
 * its default, and every replaced field is reported, so one bad field never silently resets the rest.
 */
function resolve<K extends SettingKey>(key: K, stored: unknown) {
  const def = SETTING_DEFS[key];
  const value: Record<string, unknown> = { ...def.fallback };
  const problems: SettingProblem[] = [];
  if (stored !== undefined && (typeof stored !== 'object' || stored === null || Array.isArray(stored))) {
    problems.push({ key, field: '*', message: 'stored value is not an object' });
  } else if (stored) {
    const shape = def.schema.shape as Record<string, z.ZodType>;
    for (const [field, raw] of Object.entries(stored)) {
      const fieldSchema = shape[field];
      if (!fieldSchema) continue;
      const parsed = fieldSchema.safeParse(raw);
      if (parsed.success) value[field] = parsed.data;
      else problems.push({ key, field, message: parsed.error.issues[0]?.message ?? 'invalid' });
    }
  }
  return { value: value as SettingValue<K>, problems };
}

/**
 * A setting from a stored value the caller read itself (e.g. in the statement that reads a session,
 * so the setting costs no round trip of its own): validated as `readSetting` validates it.
 */
export const settingFrom = <K extends SettingKey>(key: K, storedValue: unknown) => resolve(key, storedValue ?? undefined).value;

async function stored(db: DbOrTx, key: SettingKey): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/**
 * A setting as the console shows it: the value in force, the defaults, the stored fields the server
 * replaced by their default, and when it was last saved (null: never).
 */
export async function settingForConsole<K extends SettingKey>(db: DbOrTx, key: K) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  const { value, problems } = resolve(key, row?.value);
  return {
    value,
    defaults: resolve(key, undefined).value,
    problems: problems.map(({ field, message }) => ({ field, message })),
    updatedAt: row ? row.updatedAt : null,
  };
}

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  return resolve(key, await stored(db, key)).value;
}

/** Every stored setting field that fails its schema; logged at start-up and shown to the operator. */
export async function settingProblems(db: DbOrTx): Promise<SettingProblem[]> {
  const keys = Object.keys(SETTING_DEFS) as SettingKey[];
  const all = await Promise.all(keys.map(async (key) => resolve(key, await stored(db, key)).problems));
  return all.flat();
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: SettingValue<K>, at: Date = new Date()) {
  const parsed = SETTING_DEFS[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: parsed, updatedAt: at })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: at } });
}

/** The spec's app setting (`/dev/config/GetAppSetting`): the fee as the decimal rate clients know (600 → 0.06). */
export function appSettingForClient({ withdrawalServiceFeeBps, ...rest }: AppSettingStored): AppSetting {
  return { withdrawalServiceFeeRate: bpsToRate(withdrawalServiceFeeBps), ...rest };
}
