import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/routes';
import { aliasReviewRoutes } from './aliases/admin-routes';
import { aliasRoutes } from './aliases/routes';
import { appConfigRoutes } from './app-config/routes';
import { applicationRoutes } from './applications/routes';
import { auditRoutes } from './audit/routes';
import { captchaRoutes } from './captcha/routes';
import { catalogueAdminRoutes } from './catalogue-admin/routes';
import { adminContentRoutes } from './content/admin-routes';
import { contentRoutes } from './content/routes';
import { dashboardRoutes } from './dashboard/routes';
import { devRoutes } from './dev/routes';
import { mcnTaskRoutes } from './mcn-tasks/routes';
import { mediaRoutes } from './media/routes';
import { moneyCheckRoutes } from './money-checks/routes';
import { operatorRoutes } from './operators/routes';
import { panAdminRoutes } from './pan/admin-routes';
import { panRoutes } from './pan/routes';
import { pendingRoutes } from './pending/routes';
import { platformAccountRoutes } from './platform-accounts/routes';
import { promoterRoutes } from './promoters/routes';
import { settlementRoutes } from './settlement/routes';
import { smsRoutes } from './sms/routes';
import { taskPlatformRoutes } from './task-platforms/routes';
import { teamRoutes } from './team/routes';
import { userRoutes } from './user/routes';
import { vipRoutes } from './vip/routes';
import { walletAdminRoutes } from './wallet/admin-routes';
import { walletRoutes } from './wallet/routes';
import { watermarkRoutes } from './watermark/routes';
import { worksRoutes } from './works/routes';

/**
 * Every module's routes; the one list to extend when a feature lands. Each module routes calls of the
 * contract registry (`@tuike/contract/calls`) through `lib/route`; pending goes last, answering 501 for
 * every call no module has routed.
 */
export async function registerModules(app: FastifyInstance) {
  await app.register(accountRoutes);
  await app.register(aliasRoutes);
  await app.register(appConfigRoutes);
  await app.register(captchaRoutes);
  await app.register(contentRoutes);
  await app.register(devRoutes);
  await app.register(mediaRoutes);
  await app.register(teamRoutes);
  await app.register(platformAccountRoutes);
  await app.register(smsRoutes);
  await app.register(taskPlatformRoutes);
  await app.register(userRoutes);
  await app.register(worksRoutes);
  await app.register(mcnTaskRoutes);
  await app.register(walletRoutes);
  await app.register(panRoutes);
  await app.register(operatorRoutes);
  await app.register(auditRoutes);
  await app.register(aliasReviewRoutes);
  await app.register(walletAdminRoutes);
  await app.register(promoterRoutes);
  await app.register(moneyCheckRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(adminContentRoutes);
  await app.register(dashboardRoutes);
  await app.register(settlementRoutes);
  await app.register(vipRoutes);
  await app.register(panAdminRoutes);
  await app.register(applicationRoutes);
  await app.register(watermarkRoutes);
  await app.register(pendingRoutes);
}
