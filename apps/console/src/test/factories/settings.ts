import type { AdminSettings } from '@tuike/contract/admin-settings';

const APP = {
  withdrawalServiceFeeBps: 600,
  minWithdrawal: 1000,
  maxMonthlyWithdrawal: 8_000_000,
  withdrawalDays: [] as number[],
  taxWithholding: false,
  configVersion: '1.0.43',
  webviewHosts: ['douyin.com', 'kuaishou.com'],
};
const PROMOTION = { maxLiveAliases: 20, backfillWindowDays: 7, maxMediaAccountsPerPlatform: 5, rebateBps: 1000 };

/** GET /admin-api/settings as the server answers it; `app`/`promotion` change the values in force. */
export const adminSettings = (
  over: {
    app?: Partial<typeof APP>;
    promotion?: Partial<typeof PROMOTION>;
    problems?: AdminSettings['app']['problems'];
  } = {},
): AdminSettings => ({
  app: { value: { ...APP, ...over.app }, defaults: APP, problems: over.problems ?? [], updatedAt: '2025-03-01T09:30:00+08:00' },
  promotion: { value: { ...PROMOTION, ...over.promotion }, defaults: PROMOTION, problems: [], updatedAt: null },
});

/** GET /admin-api/settings/console: the console's session rule. */
export const consoleSetting = (idleMinutes = 30) => ({ idleMinutes });
