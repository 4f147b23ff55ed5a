import type { Deps } from '../../deps';
import { addDays, ymdOperator } from '../../lib/time';
import { accountRepository } from './repository';

export const accountService = {
  /** Home figures: balance, estimated income today / yesterday / this month, all-time earnings. */
  async dashboard({ db, clock }: Deps, userId: number) {
    const today = ymdOperator(clock.now());
    const yesterday = addDays(today, -1);
    const monthStart = `${today.slice(0, 8)}01`;
    const [balance, todayEstimate, yesterdayEstimate, monthEstimate, totalIncome] = await Promise.all([
      accountRepository.balance(db, userId),
      accountRepository.incomeBetween(db, userId, today, today),
      accountRepository.incomeBetween(db, userId, yesterday, yesterday),
      accountRepository.incomeBetween(db, userId, monthStart, today),
      accountRepository.totalEarned(db, userId),
    ]);
    return { balance, todayEstimate, yesterdayEstimate, monthEstimate, totalIncome };
  },
};
