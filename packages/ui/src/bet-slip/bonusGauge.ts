import { FOLDER_MIN_ODDS, formatOdds, type BonusProgress, type BonusTier } from '@betkit/domain';

/** What the bonus gauge draws: qualifying picks out of the target tier's folder count. */
export interface BonusGauge {
  /** Qualifying picks counted toward the target (at most `max`). */
  readonly value: number;
  /** The target tier's folder count. */
  readonly max: number;
  /** The next tier, or null at the highest tier reached. */
  readonly upcoming: BonusTier | null;
  /** The tier earned, or null. */
  readonly current: BonusTier | null;
  /** Qualifying picks still needed for the next tier (0 at the highest). */
  readonly remaining: number;
  /** The folder minimum as shown ('1.30'). */
  readonly minOdds: string;
}

/** The gauge of the domain's bonus progress, or null when the setting has no tiers. */
export function bonusGauge(progress: BonusProgress): BonusGauge | null {
  const target = progress.upcoming ?? progress.current;
  if (target === null) return null;
  const count = progress.qualifying.length;
  return {
    value: Math.min(count, target.folders),
    max: target.folders,
    upcoming: progress.upcoming,
    current: progress.current,
    remaining: progress.upcoming === null ? 0 : progress.upcoming.folders - count,
    minOdds: formatOdds(FOLDER_MIN_ODDS),
  };
}
