import type { Config } from '../../config';
import { AlipayPayoutProvider } from './payout-alipay';
import type { PayoutProvider, PayoutState } from './payout';

/**
 * Finance pays outside (online banking, Alipay's own site) and records the transfer number and outcome
 * (`recordTransfer`); until then the channel's only answer is "pending".
 */
export const manualPayout: PayoutProvider = {
  channel: 'manual',
  transfer: async () => ({ status: 'pending' }),
  query: async (): Promise<PayoutState> => ({ status: 'pending' }),
};

const providers = new WeakMap<Config, PayoutProvider>();

/** The app's payout channel, built once per configuration. */
export function payoutProviderOf(config: Config): PayoutProvider {
  let provider = providers.get(config);
  if (!provider) {
    const { alipay } = config.payout;
    provider = alipay ? new AlipayPayoutProvider(alipay, config.payout.split) : manualPayout;
    providers.set(config, provider);
  }
  return provider;
}
