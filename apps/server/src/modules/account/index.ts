// The account module's public entry: other modules read balances and income only through this file.
export { accountService } from './service';
export { taxMonthSoFar, withdrawnThisMonth } from './repository';
export { homeFigures } from './figures';
export { presentRecord } from './presenter';
