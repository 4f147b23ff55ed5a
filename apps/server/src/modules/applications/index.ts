// The applications module's public entry: the demo seed files applications through it; an account's deletion ends them.
export { recheckService } from './recheck-service';
export { whitelistService } from './whitelist-service';
export { endApplicationsOf } from './end-applications';
