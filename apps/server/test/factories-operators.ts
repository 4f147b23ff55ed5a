import type { OperatorRole } from '@tuike/contract/operator-grants';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../src/db/client';
import type { OperatorActor } from '../src/lib/authorize';
import type { Clock } from '../src/lib/clock';
import { operatorSessions } from '../src/modules/operators';
import { operatorRepository } from '../src/modules/operators/repository';
import { passwordHashOf } from './factories';

let seq = 0;

export const OPERATOR_PASSWORD = 'Operat0r!pass';

/** A console operator of `role` with a live token (issued at the app's clock); accounts are unique per call. */
export async function createOperator(
  { db, clock }: { db: Db; clock: Clock },
  role: OperatorRole = 'admin',
  overrides: { account?: string; password?: string } = {},
) {
  const n = ++seq;
  const account = overrides.account ?? `${role}${process.pid % 1000}x${n}`;
  const password = overrides.password ?? OPERATOR_PASSWORD;
  const now = clock.now();
  // modules/operators/create.ts's insert, with the worker's one hash per password (test/factories.ts).
  const operator = await operatorRepository.insert(db, {
    account,
    name: `${role} ${n}`,
    passwordHash: await passwordHashOf(password),
    role,
    createdAt: now,
    updatedAt: now,
  });
  const token = await operatorSessions.issue(db, operator.id, now, { ip: '127.0.0.1' });
  return { operator, token, password };
}

/** The code an authenticator shows for `secret` (base32) at `at`, `steps` periods of 30 s later or earlier. */
export const totpCode = (secret: string, at: Date, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() + steps * 30_000 });

/** A console operator of `role` as a route would hand them to a service, for calling services directly. */
export async function operatorActor(t: { db: Db; clock: Clock }, role: OperatorRole): Promise<OperatorActor> {
  const { operator } = await createOperator(t, role);
  return {
    kind: 'operator',
    operatorId: operator.id,
    account: operator.account,
    role: operator.role,
    sessionId: 0,
    ip: '127.0.0.1',
    requestId: 'test',
  };
}
