import { useQuery } from '@tanstack/react-query';
import type { CallData } from '@tuike/contract/call-types';
import { request } from '../../../lib/request';
import { walletKeys } from './keys';

export type TaxMonth = CallData<'GET /api/withdraw/taxMonth'>;

/**
 * Whether tax is withheld, and this month's withheld-on gross and tax so far: with `withdrawalTax`
 * (contract tax.ts, the server's own function) the withdraw page shows the tax as the amount is typed.
 */
export const useTaxMonth = () =>
  useQuery({ queryKey: walletKeys.taxMonth, queryFn: () => request('GET /api/withdraw/taxMonth') });
