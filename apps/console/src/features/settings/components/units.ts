/**
 * The settings page shows rates in percent and amounts in yuan; the server keeps basis points and fen.
 * Each conversion refuses a value finer than the stored unit rather than rounding it away.
 */
const exact = (value: number, scale: number) => {
  const scaled = value * scale;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : null;
};

/** 7.5 (%) → 750 (bps); null when finer than 0.01 %. */
export const percentToBps = (percent: number) => exact(percent, 100);
/** 10.5 (yuan) → 1050 (fen); null when finer than a fen. */
export const yuanToFen = (yuan: number) => exact(yuan, 100);

export const bpsToPercent = (bps: number) => bps / 100;
export const fenToYuan = (fen: number) => fen / 100;

export const percentText = (bps: number) => `${bpsToPercent(bps)}%`;
export const yuanText = (fen: number) =>
  `¥${fenToYuan(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const daysText = (days: readonly number[]) => (days.length ? days.map((d) => `${d} 日`).join('、') : '每天');
