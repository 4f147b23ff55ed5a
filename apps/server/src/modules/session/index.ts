// The session module's public entry: other modules and the app use sessions only through this file.
export { activeSession } from './repository';
export { hashToken, type SessionMeta, sessionService } from './service';
