import type { OperatorMe } from '@tuike/contract/operator';
import { type OperatorRole, ROLE_GRANTS } from '@tuike/contract/operator-grants';
import { QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { Providers } from '../app/providers';
import { ConsoleRouter } from '../app/router';
import { session } from '../lib/session';
import { VisibilityStyles } from './visibility-styles';

export const TOKEN = 'operator-token-1';

/** The operator `GET /admin-api/auth/me` answers, for a role. */
export const operatorMe = (role: OperatorRole = 'admin', over: Partial<OperatorMe> = {}): OperatorMe => ({
  id: 1,
  account: role,
  name: `${role} 名字`,
  role,
  grants: [...ROLE_GRANTS[role]],
  totpEnabled: false,
  totpRequired: false,
  mustEnrollTotp: false,
  ...over,
});

/**
 * The whole console (providers, router, guard, layout) at a path below /admin, as a reload there would
 * open it; logged in with a token unless `token: null`. A fresh query cache per render.
 */
export function renderConsole(path: string, { token = TOKEN }: { token?: string | null } = {}) {
  if (token) session.signIn(token);
  else session.clear();
  window.history.replaceState(null, '', `/admin${path}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    client,
    ...render(
      <VisibilityStyles>
        <Providers client={client}>
          <ConsoleRouter />
        </Providers>
      </VisibilityStyles>,
    ),
  };
}

/** Where the router is now, below /admin. */
export const currentPath = () => window.location.pathname.replace(/^\/admin/, '') + window.location.search;

/**
 * For a page test file whose rows took past the kit's 5 s to show when every core was busy (the full
 * suite beside other work): the page's lazy chunk is transformed once before the tests, so no test's
 * first render waits for it, and the file's waits allow 30 s.
 */
export function loadPageFirst(load: () => Promise<unknown>) {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 30_000 });
    await load();
  }, 60_000);
}
