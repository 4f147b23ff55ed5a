import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ZAppSetting, ZCustomerSetting } from '@tuike/contract/content';
import { CONFIG_VERSION } from '@tuike/contract/constants';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema';

/** Each setting key with its schema and the value used until the operator saves one. */
export const SETTING_DEFS = {
  app: {
    schema: ZAppSetting,
    fallback: {
      withdrawalServiceFeeRate: 0.06,
      minWithdrawal: 1000,
      maxMonthlyWithdrawal: 8_000_000,
      withdrawalDays: [],
      configVersion: CONFIG_VERSION,
    },
  },
  customer: {
    schema: ZCustomerSetting,
    fallback: { wechat: '', qrCode: '', serviceHours: '工作日 9:30-18:30', phone: '' },
  },
} as const;

type Defs = typeof SETTING_DEFS;
export type SettingKey = keyof Defs;

export async function readSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<z.infer<Defs[K]['schema']>> {
  const def = SETTING_DEFS[key];
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const parsed = def.schema.safeParse({ ...def.fallback, ...(row?.value as object | undefined) });
  return (parsed.success ? parsed.data : def.fallback) as z.infer<Defs[K]['schema']>;
}

export async function writeSetting<K extends SettingKey>(db: DbOrTx, key: K, value: z.infer<Defs[K]['schema']>) {
  const parsed = SETTING_DEFS[key].schema.parse(value);
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: new Date() } });
}
