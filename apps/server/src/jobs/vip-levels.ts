import { MINUTE } from '../lib/clock';
import { VIP_JOB, vipService } from '../modules/vip';
import type { Job } from './scheduler';

/**
 * Every promoter's VIP level from their settled income and team now, in one statement; hourly, so a
 * promoter who crosses a threshold holds the level within the hour (我的 → VIP shows the figures live).
 */
export const vipLevelsJob: Job = {
  name: VIP_JOB,
  schedule: { everyMs: 60 * MINUTE },
  run({ tx, now }) {
    return vipService.recompute(tx, now);
  },
};
