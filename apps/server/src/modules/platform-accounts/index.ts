// The platform-accounts module's public entry: back-fills check the account, the seed binds demo accounts.
export { ownBoundAccount, platformAccountsService, type Store } from './service';
export { platformLabel } from './presenter';
export { mediaAccountPage } from './owner-reads';
