export { BetSlip, betSlipVariants } from './BetSlip';
export type { BetSlipProps, BetSlipVariant } from './BetSlip';
export { SlipItem } from './SlipItem';
export type { SlipItemProps } from './SlipItem';
export { BetCartButton } from './BetCartButton';
export type { BetCartButtonProps } from './BetCartButton';
export { useBetSlip } from './useBetSlip';
export type { BetSlipState, OddsChangeDialogState, UseBetSlipOptions } from './useBetSlip';
// Published names of @betkit/ui; the slip model lives in @betkit/domain.
export { BetSlipRefusal, SLIP_AREAS } from '@betkit/domain';
export type { BetSlipMember, PlaceBetFailure, SlipArea, SlipSelection } from '@betkit/domain';
export { betCartButtonLabels, betSlipLabels, slipItemLabels } from './labels';
export type { BetCartButtonLabels, BetSlipLabels, SlipItemLabels } from './labels';
