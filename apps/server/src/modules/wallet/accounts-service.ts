import { MAX_WITHDRAW_ACCOUNTS } from '@tuike/contract/wallet';
import type { z } from 'zod';
import type { ZAddWithdrawAccountBody } from '@tuike/contract/wallet';
import type { Deps } from '../../deps';
import { authorize, authorizeNamed, promoter, type PromoterActor, scopeOf } from '../../lib/authorize';
import { conflict, notFound } from '../../lib/errors';
import { hashToken, ownSessionList } from '../session';
import { smsService } from '../sms';
import { cardLastFour, checkCardNumber, maskAlipay } from './checks';
import { presentAccount, presentRealName } from './presenter';
import { REAL_NAME_MSG } from './real-name-service';
import { walletRepository as repo } from './repository';
import type { WalletStore } from './store';

type AddInput = z.output<typeof ZAddWithdrawAccountBody>;

export const ACCOUNT_MSG = {
  notFound: '提现账户不存在或已删除',
  limit: `最多添加 ${MAX_WITHDRAW_ACCOUNTS} 个提现账户，请先删除不用的账户`,
} as const;

export const withdrawAccountsService = {
  /**
   * The token's user's real name (masked) and live accounts, newest first: the session check, the name and
   * the accounts in one statement, plus the session's once-a-minute touch; null when the token is not live
   * (the route answers 401).
   */
  async list({ db, clock }: WalletStore, token: string) {
    const now = clock.now();
    const found = await ownSessionList(db, now, await repo.accountsInSession(db, hashToken(token), now));
    if (!found) return null;
    const { session, head, items } = found;
    // The actor is the token's user, the owner each row read: the join makes them one, the check keeps it so.
    const me = promoter(session.userId);
    if (head.realName) authorize(me, 'read', { kind: 'money', ownerId: head.realName.userId });
    for (const row of items) authorize(me, 'read', { kind: 'money', ownerId: row.userId });
    const data = {
      realName: head.realName && presentRealName(head.realName),
      accounts: items.map(presentAccount),
      max: MAX_WITHDRAW_ACCOUNTS,
    };
    return { session, data };
  },

  /**
   * The code adding an account needs, sent to the phone the account is registered with — never to a
   * number in the request — so a stolen token alone cannot point payouts at someone else. Only for a
   * promoter with a real name, and within the per-address SMS limit (lib/rate-limits.ts).
   */
  async sendCode(deps: Deps, actor: PromoterActor, ip: string) {
    const { ownerId: userId } = scopeOf(actor, 'withdraw', 'money');
    // Without a real name no account can be added, so a code would be a paid SMS for nothing.
    if (!(await repo.realName(deps.db, userId))) throw conflict('REAL_NAME_REQUIRED', REAL_NAME_MSG.required);
    return smsService.sendToOwnPhone(deps, await repo.phoneOf(deps.db, userId), 'withdrawAccount', ip);
  },

  /**
   * Adds an Alipay account or bank card in the caller's real name. The code is checked first and spent
   * only with the insert, in the transaction that holds the user row (FOR UPDATE) while counting, so
   * parallel adds cannot pass the limit together.
   */
  async add({ db, clock, dataKey }: WalletStore, actor: PromoterActor, input: AddInput) {
    const { ownerId: userId } = scopeOf(actor, 'withdraw', 'money');
    const realName = await repo.realName(db, userId);
    if (!realName) throw conflict('REAL_NAME_REQUIRED', REAL_NAME_MSG.required);
    const account = input.type === 'alipay' ? input.account : input.cardNumber;
    if (input.type === 'bank') checkCardNumber(input.cardNumber);
    const phone = await repo.phoneOf(db, userId);
    const code = await smsService.check({ db, clock }, phone, 'withdrawAccount', input.smsCode);
    const row = await db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      if ((await repo.countLiveAccounts(tx, userId)) >= MAX_WITHDRAW_ACCOUNTS)
        throw conflict('WITHDRAW_ACCOUNT_LIMIT', ACCOUNT_MSG.limit);
      await smsService.consume({ db: tx, clock }, code);
      return repo.insertAccount(tx, {
        userId,
        type: input.type,
        accountEnc: dataKey.encrypt(account),
        accountMasked: input.type === 'alipay' ? maskAlipay(account) : cardLastFour(account),
        bankName: input.type === 'bank' ? input.bankName : null,
        holder: realName.name,
        createdAt: clock.now(),
      });
    });
    return presentAccount(row);
  },

  /** Soft delete: a withdrawal in flight keeps the snapshot it was applied with. */
  async remove({ db, clock }: WalletStore, actor: PromoterActor, id: number) {
    const missing = notFound(ACCOUNT_MSG.notFound);
    const row = await repo.account(db, id);
    if (!row || row.deletedAt) throw missing;
    authorizeNamed(actor, 'withdraw', { kind: 'money', ownerId: row.userId }, missing);
    if (!(await repo.deleteAccount(db, id, clock.now()))) throw missing;
    return null;
  },
};
