import { useState } from 'react';

/**
 * A request id per confirmation: made when the sheet opens and kept until it closes, so every try of
 * that one confirmation (after a timeout or a dropped connection) names the same withdrawal and the
 * server answers it instead of freezing the amount twice. A new confirmation gets a new id.
 */
export function useConfirmation() {
  const [requestId, setRequestId] = useState<string | null>(null);
  return {
    open: requestId !== null,
    requestId,
    start: () => setRequestId(newRequestId()),
    end: () => setRequestId(null),
  };
}

/**
 * crypto.randomUUID exists only in secure contexts; an app served over plain http (a test device on
 * the LAN) still has getRandomValues, which gives at least as many random bits, as hex.
 */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
