// The applications module's public entry: the demo seed files re-checks and whitelist applications through it.
export { recheckService } from './recheck-service';
export { whitelistService } from './whitelist-service';
