import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@tuike/contract/user';
import { session } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/**
 * Stores a new session and drops whatever the previous user (or the visitor) had cached, so no
 * screen shows someone else's figures for a moment.
 */
export function useStartSession(greeting = '登录成功') {
  const client = useQueryClient();
  return async (s: Session) => {
    session.signIn(s.token, s.user);
    await client.resetQueries();
    void toast(s.deletionWithdrawn ? `${greeting}，已撤销注销申请` : greeting);
  };
}
