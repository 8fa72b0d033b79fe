export { isRecord, records, toFiniteNumber, toInteger, toPositiveInteger } from './values';
export { hasId, idKey, idSet, sameId } from './ids';
export { readCardCounts } from './card-counts';
