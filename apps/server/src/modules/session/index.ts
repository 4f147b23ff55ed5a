// The session module's public entry: other modules and the app use sessions only through this file.
export { type SessionMeta, sessionService } from './service';
