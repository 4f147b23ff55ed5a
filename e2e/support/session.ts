import type { BrowserContext } from '@playwright/test';
import type { User } from '@tuike/contract/user';
import { STORAGE_KEYS, STORAGE_PREFIX } from '../../apps/web/src/lib/storage';
import { DEMO } from './chromium.mjs';

export interface DemoSession {
  token: string;
  user: User;
}

/** Logs the demo promoter in through the API, as the login page would. */
export async function loginAsDemo(baseURL: string): Promise<DemoSession> {
  const res = await fetch(`${baseURL}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const body = (await res.json()) as { code: number; msg: string; data: DemoSession };
  if (body.code !== 200) throw new Error(`demo login failed: ${res.status} ${body.msg}`);
  return body.data;
}

/** Puts the session where the web app keeps it (lib/storage.ts) before any page script runs. */
export async function useSession(context: BrowserContext, session: DemoSession) {
  const entries: [string, string][] = [
    [STORAGE_PREFIX + STORAGE_KEYS.token, JSON.stringify(session.token)],
    [STORAGE_PREFIX + STORAGE_KEYS.user, JSON.stringify(session.user)],
  ];
  await context.addInitScript((pairs) => {
    // about:blank (between routes) has no storage of its own.
    if (!location.protocol.startsWith('http')) return;
    for (const [k, v] of pairs) localStorage.setItem(k, v);
  }, entries);
}
