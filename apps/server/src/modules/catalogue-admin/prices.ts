import type { DbOrTx } from '../../db/client';
import { type NewPrice, pricesRepository } from './prices-repository';

/**
 * The seam for the settlement engine: the price version of a task platform in force at a moment (an
 * income line's day, in the operator's zone, or its report row's time), or null before the platform's
 * first version (then its own `price_desc` was the price). Record the version's id in the line's
 * provenance (`ZIncomeProvenance.priceVersionId`), so the line keeps the rule it was earned under
 * whatever the operator sets later: versions are never edited or deleted.
 */
export const priceVersionAt = (db: DbOrTx, taskPlatformId: number, at: Date) => pricesRepository.inForce(db, taskPlatformId, at);

/** A new version written outside the console (the demo seed): the next number, effective from its time. */
export const addPriceVersion = (db: DbOrTx, price: NewPrice) => pricesRepository.insert(db, price);
