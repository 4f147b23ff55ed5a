import { yuan } from '../../lib/format';

/** A signed amount: +¥1.23 for a rebate, -¥1.23 for one taken back with a refunded line. */
export const signedYuan = (fen: number) => (fen < 0 ? yuan(fen) : `+${yuan(fen)}`);
