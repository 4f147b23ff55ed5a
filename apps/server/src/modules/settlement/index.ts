// The settlement module's public entry: the one writer of income lines and the money they move.
export { type IncomeLineInput, postIncomeLine } from './post-income';
