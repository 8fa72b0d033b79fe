// Every Korean message a rule shows, one file per area, so copy can be reviewed at once.
export { bettingMessages } from './betting';
export { sessionMessages } from './session';
export { shellMessages } from './shell';
export {
  COMPACT_LOGIN_SPEC_COPY,
  accountLoginMessages,
  holdemMessages,
  joinMessages,
  memberMessages,
} from './accounts';
export {
  chargeStatusLabels,
  conversionMessages,
  couponMessages,
  depositMessages,
  depositUnitMessage,
  rouletteMessages,
  roulettePointsAddedMessage,
  withdrawMessages,
} from './money-services';
export { cancelFailureMessage, deleteFailureMessage, minigameCheckFailureMessage } from './failures';
export type { DeleteFailureKind } from './failures';
export { errorTextOr, serverTextOr } from './server-text';
