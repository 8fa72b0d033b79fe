export { deleteFailureMessage, cancelFailureMessage, minigameCheckFailureMessage } from '../messages';
export type { DeleteFailureKind } from '../messages';
export { serverTextOr } from '../messages';
export { sessionStatuses, sessionActions, isSessionStatus, sessionAction } from './session';
export type { SessionStatus, SessionAction } from './session';
export { ERROR_PAGE_HOME, errorPageContent } from './error-page';
export type { ErrorPageContent } from './error-page';
export {
  MOBILE_MAX_WIDTH,
  GAME_LIST_PATH,
  PLAY_PATH,
  platformForViewport,
  gameListQuery,
  playQuery,
  firstGameCode,
  initialLaunchState,
  launchTransition,
} from './third-party-launch';
export type { LaunchPlatform, GameListQuery, PlayQuery, GameListItem, LaunchState, LaunchEvent } from './third-party-launch';
export { isMaintenanceFlagSet, minigameEntry } from './minigame-entry';
export type { MinigameSetting, MinigameCheckOutcome, MinigameEntryResult } from './minigame-entry';
