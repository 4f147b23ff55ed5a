import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { OperatorGrant } from '@tuike/contract/operator-grants';
import { describe, expect, it } from 'vitest';
import { operatorMe } from '../test/render-console';
import { meQueryKey, useCan } from './me';
import { session } from './session';

function Can({ grant }: { grant: OperatorGrant }) {
  return <span>{useCan(grant) ? 'yes' : 'no'}</span>;
}

function renderAs(role: 'admin' | 'operator' | 'finance', grant: OperatorGrant) {
  session.signIn('t');
  const client = new QueryClient();
  client.setQueryData(meQueryKey, operatorMe(role));
  return render(
    <QueryClientProvider client={client}>
      <Can grant={grant} />
    </QueryClientProvider>,
  );
}

describe('useCan', () => {
  it('answers from the contract’s role → grants table: finance pays, the operator does not', () => {
    renderAs('finance', 'payouts.run');
    expect(screen.getByText('yes')).toBeTruthy();
  });

  it('refuses what the role lacks', () => {
    renderAs('operator', 'balance.adjust');
    expect(screen.getByText('no')).toBeTruthy();
  });
});
