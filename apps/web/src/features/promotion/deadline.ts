const HOUR_MS = 3_600_000;

interface TimeLeft {
  text: string;
  /** Less than a day left: shown in red so it is back-filled first. */
  urgent: boolean;
}

/** How long an active alias has before it expires unless back-filled, e.g. 剩 1 天 5 小时回填. */
export function backfillTimeLeft(deadline: string, now = Date.now()): TimeLeft {
  const ms = Date.parse(deadline) - now;
  const urgent = ms < 24 * HOUR_MS;
  // The expiry job runs now and then, so an alias past its deadline may still read 生效中 for a while;
  // the server already refuses its back-fill.
  if (ms <= 0) return { text: '已过回填期限，即将失效', urgent };
  const hours = Math.floor(ms / HOUR_MS);
  if (hours === 0) return { text: `剩 ${Math.max(1, Math.floor(ms / 60_000))} 分钟回填`, urgent };
  const days = Math.floor(hours / 24);
  return { text: days > 0 ? `剩 ${days} 天 ${hours % 24} 小时回填` : `剩 ${hours} 小时回填`, urgent };
}
