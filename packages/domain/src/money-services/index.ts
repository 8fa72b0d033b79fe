// The form amount reader stays internal: submit/ exports the bet slip's own parseAmountInput; wholeWonAmount is its
// integer-only face for request bodies.
export { wholeWonAmount } from './amount-input';
export {
  CUSTOMER_CONTENTS_MAX,
  CUSTOMER_TITLE_MAX,
  customerContentsMessage,
  customerEnquiryMessage,
  customerEnquiryMessages,
  customerTitleMessage,
} from './customer-enquiry';
export {
  chargeHistoryMessages,
  accountEnquiryMessages,
  chargeStatusLabels,
  conversionMessages,
  couponMessages,
  depositMessages,
  depositUnitMessage,
  rouletteMessages,
  roulettePointsAddedMessage,
  withdrawAboveLevelMaxMessage,
  withdrawMessages,
} from '../messages';
export {
  COUPON_TYPE,
  NORMAL_ROULETTE_PRIZES,
  ROULETTE_DIALOG_WIDTH_PX,
  ROULETTE_EDGE_MARGIN_DEGREES,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SEGMENT_COUNT,
  ROULETTE_SEGMENT_DEGREES,
  ROULETTE_SPIN_MS,
  VIP_ROULETTE_PRIZES,
  couponErrorMessage,
  couponSuccessMessage,
  couponTypeFor,
  landingAngle,
  resolvePrize,
  rouletteErrorMessage,
  roulettePrizes,
  rouletteResultMessage,
  rouletteSegments,
  rouletteSpinningMessage,
  segmentAtRotation,
} from './roulette';
export type { ChargeCouponKind, CouponType, RandomSource, RouletteKind } from './roulette';
export {
  DEFAULT_DEPOSIT_SETTINGS,
  DEFAULT_DEPOSIT_UNIT,
  DEFAULT_MAX_DEPOSIT_BONUS,
  DEPOSIT_MIN_AMOUNT,
  DEPOSIT_QUICK_ADD_AMOUNTS,
  DEPOSIT_UNIT_RULES_TEXT,
  MAX_DEPOSIT_BONUS_EARLIER_READING,
  MOBILE_DEPOSIT_PRESETS_PER_ROW,
  MOBILE_EXTRA_QUICK_ADD_AMOUNT,
  addQuickAmount,
  depositMessage,
  depositPasswordMessage,
  depositQuickAddAmounts,
  depositorNameMessage,
  isBonusChosen,
} from './deposit';
export type { DepositForm, DepositSettings } from './deposit';
export {
  BANK_MAINTENANCE_END,
  BANK_MAINTENANCE_START,
  WITHDRAWAL_LIMIT_TABLE,
  WITHDRAW_MIN_AMOUNT,
  WITHDRAW_ROLLING_REQUIREMENT_PERCENT,
  WITHDRAW_UNIT,
  isBankMaintenance,
  withdrawAmountMessage,
  withdrawMessage,
  withdrawRequestMessage,
  withdrawalLevelOfRole,
  withdrawalMaxForLevel,
} from './withdraw';
export type { SeoulTimeOfDay, WithdrawRequestCheck, WithdrawalLevel, WithdrawalLimitRow } from './withdraw';
export {
  CHARGE_STATUS,
  COMP_CONVERSION_MIN,
  CONVERSION_HISTORY_SIZE,
  CONVERSION_MIN,
  DEPOSIT_MODE,
  POINT_CONVERSION_MIN,
  USER_DISPLAY_FLAG,
  chargeStatusLabel,
  compConversionMessage,
  conversionAmount,
  conversionErrorMessage,
  conversionMessage,
  conversionSuccessMessage,
  latestConversionRows,
  pointConversionMessage,
  softDeletePayload,
  softDeleteRow,
  visibleRows,
} from './conversion';
export { CHARGE_HISTORY_PAGE_SIZE, hideSelectionMessage } from './charge-history';
export type { ConversionHistoryRow, ConversionKind, DepositMode, DisplayFlagged } from './conversion';
export { attendanceDates, attendanceMessages, attendanceMonth } from './attendance';
export type { AttendanceDay, AttendanceMonth } from './attendance';
