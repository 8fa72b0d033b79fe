import type { BetStyle } from '@betkit/domain';
import { homePath, koreanPath, europePath, eventPath } from '../app/paths';

/**
 * The route of each bet style's pre-match board; the last segment picks the style (betting-core section 2).
 * (app/paths.ts says why '/korean' has a path of its own.)
 */
export const betStylePaths = {
  korean: koreanPath,
  europe: europePath,
  event: eventPath,
} as const satisfies Record<BetStyle, string>;

/** On a phone '/' is the Korean board itself (the desktop landing does not apply), as the bottom bar's '스포츠'. */
export const mobileBetStylePaths = { ...betStylePaths, korean: homePath } as const satisfies Record<BetStyle, string>;

/** The styles in the order members meet them: the Korean board first, as on the top bar. */
export const boardStyles = ['korean', 'europe', 'event'] as const satisfies readonly BetStyle[];
