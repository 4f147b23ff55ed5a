// The session module's public entry: other modules and the app use sessions only through this file.
export {
  acceptedSession,
  ownSessionList,
  ownSessionPage,
  sessionColumns,
  sessionCte,
  type SessionCte,
  type SessionRow,
  sessionUser,
} from './own-session';
export { activeSession } from './repository';
export { hashToken, type SessionMeta, sessionService } from './service';
