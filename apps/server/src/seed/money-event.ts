/**
 * A dated movement of the demo promoter's money (an income credit, a withdrawal or one of its steps). The
 * seeds answer theirs and seedDemo runs all of them in time order, so the ledger reads as the money moved:
 * each row's balance_after is the running sum of the rows dated before it, and no withdrawal is applied
 * before the income that pays for it was credited.
 */
export interface MoneyEvent {
  at: Date;
  run: () => Promise<void>;
}

/** Runs the events oldest first; a stable sort keeps each seed's own order for events at the same time. */
export async function runInTimeOrder(events: MoneyEvent[]) {
  for (const event of [...events].sort((a, b) => a.at.getTime() - b.at.getTime())) await event.run();
}
