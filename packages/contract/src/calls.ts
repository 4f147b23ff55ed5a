import { adminAuditCalls } from './calls/admin-audit';
import { adminAuthCalls } from './calls/admin-auth';
import { adminOperatorCalls, adminSelfCalls } from './calls/admin-operators';
import { adminReviewCalls } from './calls/admin-reviews';
import { adminWithdrawalCalls } from './calls/admin-withdrawals';
import { adminPromoterCalls } from './calls/admin-promoters';
import { adminCatalogueCalls } from './calls/admin-catalogue';
import { adminUploadCalls } from './calls/admin-uploads';
import { adminContentCalls } from './calls/admin-content';
import { adminSettingsCalls } from './calls/admin-settings';
import { adminDashboardCalls } from './calls/admin-dashboard';
import { adminSettlementCalls } from './calls/admin-settlement';
import { adminMoneyCheckCalls } from './calls/admin-money-checks';
import { adminMentorCalls, adminVipCalls } from './calls/admin-growth';
import { adminPanCalls } from './calls/admin-pan';
import { configCalls } from './calls/config';
import { contentCalls } from './calls/content';
import { devCalls } from './calls/dev';
import { panCalls } from './calls/pan';
import { promotionCalls } from './calls/promotion';
import { recheckCalls } from './calls/recheck';
import { settlementCalls } from './calls/settlement';
import { taskPlatformCalls } from './calls/task-platforms';
import { teamCalls } from './calls/team';
import { userCalls } from './calls/user';
import { vipCalls } from './calls/vip';
import { walletCalls } from './calls/wallet';
import { watermarkCalls } from './calls/watermark';
import { worksCalls } from './calls/works';

/**
 * Every API call, keyed by `` `${method} ${path}` `` (each group checks its keys). The server routes
 * exactly these: a call without a handler answers 501 "not built yet", the development helpers only
 * exist with DEV_HELPERS=1. The client infers inputs and results from them through `call-types.ts`.
 */
export const calls = {
  ...configCalls,
  ...contentCalls,
  ...promotionCalls,
  ...recheckCalls,
  ...taskPlatformCalls,
  ...userCalls,
  ...worksCalls,
  ...walletCalls,
  ...teamCalls,
  ...settlementCalls,
  ...vipCalls,
  ...panCalls,
  ...watermarkCalls,
  ...devCalls,
  ...adminAuthCalls,
  ...adminAuditCalls,
  ...adminSelfCalls,
  ...adminOperatorCalls,
  ...adminReviewCalls,
  ...adminWithdrawalCalls,
  ...adminPromoterCalls,
  ...adminCatalogueCalls,
  ...adminUploadCalls,
  ...adminContentCalls,
  ...adminSettingsCalls,
  ...adminDashboardCalls,
  ...adminSettlementCalls,
  ...adminMoneyCheckCalls,
  ...adminVipCalls,
  ...adminMentorCalls,
  ...adminPanCalls,
};

/** Keys of the development helpers, which are absent (a plain 404) rather than "not built" without DEV_HELPERS. */
export const devCallKeys: ReadonlySet<string> = new Set(Object.keys(devCalls));
