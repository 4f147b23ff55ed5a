import type { LoginRequest } from '@tuike/contract/user';
import type { Deps } from '../../app';
import { badRequest, unauthorized } from '../../lib/errors';
import { accountService } from '../account/service';
import { type SessionMeta, sessionService } from '../session/service';
import { verifyPassword } from './password';
import { presentUser } from './presenter';
import { userRepository } from './repository';

const BAD_CREDENTIALS = '账号或密码错误';

export const userService = {
  async login(deps: Deps, req: LoginRequest, meta: SessionMeta) {
    const now = deps.clock.now();
    const user = await userRepository.byPhone(deps.db, req.account);
    // Same message whether or not the account exists, so the call cannot probe accounts.
    if (!user || !(await verifyPassword(user.passwordHash, req.password))) throw badRequest(BAD_CREDENTIALS);
    const token = await sessionService.issue(deps.db, user.id, now, meta);
    return { token, user: presentUser(user, null) };
  },

  async me({ db }: Deps, userId: number) {
    const user = await userRepository.byId(db, userId);
    if (!user) throw unauthorized('登录已过期，请重新登录');
    const pending = await userRepository.pendingDeletion(db, userId);
    return presentUser(user, pending?.createdAt ?? null);
  },

  async homeData(deps: Deps, userId: number) {
    const user = await userService.me(deps, userId);
    const figures = await accountService.dashboard(deps, userId);
    return { user, ...figures };
  },
};
