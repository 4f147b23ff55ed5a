/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  AppCallKey,
  CallBody,
  CallData,
  CallInput,
  CallInputOptional,
  CallKey,
  CallQuery,
  Calls,
  ConsoleCallKey,
} from './call-types';
import { calls } from './calls';
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

describe('the call registry', () => {
  it('keys each call by its method and path', () => {
    const wrong = Object.entries(calls).filter(([key, call]) => key !== `${call.method} ${call.path}`);
    expect(wrong).toEqual([]);
  });

  it('loses no call when the groups are gathered (no key in two groups)', () => {
    const groups = [
      adminAuditCalls,
      adminAuthCalls,
      adminOperatorCalls,
      adminSelfCalls,
      adminReviewCalls,
      adminWithdrawalCalls,
      adminPromoterCalls,
      adminCatalogueCalls,
      adminUploadCalls,
      adminContentCalls,
      adminSettingsCalls,
      adminDashboardCalls,
      adminSettlementCalls,
      adminMoneyCheckCalls,
      adminVipCalls,
      adminMentorCalls,
      adminPanCalls,
      configCalls,
      contentCalls,
      devCalls,
      panCalls,
      promotionCalls,
      recheckCalls,
      settlementCalls,
      taskPlatformCalls,
      teamCalls,
      userCalls,
      vipCalls,
      walletCalls,
      watermarkCalls,
      worksCalls,
    ];
    expect(groups.reduce((n, g) => n + Object.keys(g).length, 0)).toBe(Object.keys(calls).length);
  });

  it('keeps operator calls under /admin-api/, each with its grant, and no promoter call there', () => {
    const wrong = Object.values(calls).filter((call) => {
      const consoleCall = call.path.startsWith('/admin-api/');
      if (call.audience === 'operator') return !consoleCall || !call.grant;
      return (consoleCall && call.audience !== 'public') || 'grant' in call;
    });
    expect(wrong.map((c) => c.path)).toEqual([]);
  });

  it('declares a schema for every named path segment and none for a path without one', () => {
    const wrong = Object.entries(calls).filter(([, call]) => {
      const names = [...call.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = 'params' in call && call.params ? Object.keys((call.params as { shape: object }).shape).sort() : [];
      return names.join() !== declared.join();
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('keeps call-types.ts free of run-time imports, so zod stays off the first screen', () => {
    const source = readFileSync(new URL('./call-types.ts', import.meta.url), 'utf8');
    expect(source.match(/^import (?!type ).*$/gm)).toBeNull();
  });

  it('infers inputs and results from the schemas', () => {
    expectTypeOf<Calls['POST /api/user/logout']['audience']>().toEqualTypeOf<'promoter'>();
    expectTypeOf<'POST /admin-api/auth/login'>().toExtend<ConsoleCallKey>();
    expectTypeOf<'POST /admin-api/auth/login'>().not.toExtend<AppCallKey>();
    expectTypeOf<'POST /api/user/login'>().not.toExtend<ConsoleCallKey>();
    expectTypeOf<'GET /dev/config/Enums/UserPromotionWayEnum'>().toExtend<CallKey>();
    expectTypeOf<CallQuery<'POST /api/user/login'>>().toEqualTypeOf<undefined>();
    expectTypeOf<CallBody<'POST /api/user/login'>['account']>().toEqualTypeOf<string>();
    expectTypeOf<CallData<'GET /api/works/list'>['records'][number]['id']>().toEqualTypeOf<number>();
    expectTypeOf<CallData<'GET /api/upgrade/latestVersion'>>().toExtend<null | object>();
    // A body with a required field is required; a query whose fields all have defaults is optional.
    expectTypeOf<CallInput<'POST /api/user/reg'>>().toEqualTypeOf<{
      body: { phone: string; smsCode: string; password: string; inviteCode?: string | undefined };
    }>();
    expectTypeOf<CallInputOptional<'GET /api/works/list'>>().toEqualTypeOf<true>();
    expectTypeOf<CallInputOptional<'POST /api/user/login'>>().toEqualTypeOf<false>();
    expectTypeOf<CallInput<'POST /api/user/logout'>>().toEqualTypeOf<Record<never, never>>();
    // A path with a named segment requires its value.
    expectTypeOf<CallInput<'GET /admin-api/settlement/imports/:id'>>().toEqualTypeOf<{ params: { id: unknown } }>();
    expectTypeOf<CallInputOptional<'GET /admin-api/settlement/imports/:id'>>().toEqualTypeOf<false>();
    // @ts-expect-error a key that is not a call
    expectTypeOf<CallData<'GET /api/works/lis'>>().toBeUnknown();
  });
});
