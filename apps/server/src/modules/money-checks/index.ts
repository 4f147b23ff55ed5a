// The money checks module's public entry: the nightly job runs the check through this file.
export { moneyChecksService } from './service';
