import { describe, expect, it } from 'vitest';
import * as moneyServices from './index';

describe('money-services index', () => {
  it('exports the rules by name', () => {
    expect(Object.keys(moneyServices).sort()).toEqual(
      [
        'CHARGE_STATUS', 'COMP_CONVERSION_MIN', 'CONVERSION_HISTORY_SIZE', 'CONVERSION_MIN', 'COUPON_TYPE', 'DEFAULT_DEPOSIT_SETTINGS', 'DEFAULT_DEPOSIT_UNIT',
        'DEFAULT_MAX_DEPOSIT_BONUS', 'DEPOSIT_MIN_AMOUNT', 'DEPOSIT_MODE', 'DEPOSIT_QUICK_ADD_AMOUNTS',
        'DEPOSIT_UNIT_RULES_TEXT', 'MAX_DEPOSIT_BONUS_EARLIER_READING', 'MOBILE_DEPOSIT_PRESETS_PER_ROW',
        'MOBILE_EXTRA_QUICK_ADD_AMOUNT', 'NORMAL_ROULETTE_PRIZES', 'POINT_CONVERSION_MIN', 'ROULETTE_DIALOG_WIDTH_PX',
        'ROULETTE_EDGE_MARGIN_DEGREES', 'ROULETTE_RESULT_DELAY_MS', 'ROULETTE_SEGMENT_COUNT', 'ROULETTE_SEGMENT_DEGREES',
        'ROULETTE_SPIN_MS', 'USER_DISPLAY_FLAG', 'VIP_ROULETTE_PRIZES', 'WITHDRAWAL_LIMIT_TABLE', 'WITHDRAW_MIN_AMOUNT',
        'WITHDRAW_ROLLING_REQUIREMENT_PERCENT', 'WITHDRAW_UNIT', 'accountEnquiryMessages', 'addQuickAmount', 'chargeStatusLabel',
        'chargeStatusLabels', 'compConversionMessage', 'conversionAmount', 'conversionErrorMessage', 'conversionMessage', 'conversionMessages', 'conversionSuccessMessage', 'couponErrorMessage', 'couponMessages',
        'couponSuccessMessage', 'couponTypeFor', 'depositMessage', 'depositMessages', 'depositPasswordMessage',
        'depositQuickAddAmounts', 'depositUnitMessage', 'depositorNameMessage', 'isBonusChosen', 'landingAngle',
        'latestConversionRows', 'pointConversionMessage', 'resolvePrize', 'rouletteErrorMessage', 'rouletteMessages',
        'roulettePointsAddedMessage', 'roulettePrizes', 'rouletteResultMessage', 'rouletteSegments',
        'rouletteSpinningMessage', 'segmentAtRotation', 'softDeletePayload', 'softDeleteRow', 'visibleRows',
        'wholeWonAmount', 'withdrawMessage', 'withdrawMessages', 'withdrawalMaxForLevel',
        'BANK_MAINTENANCE_END', 'CHARGE_HISTORY_PAGE_SIZE', 'hideSelectionMessage', 'BANK_MAINTENANCE_START', 'chargeHistoryMessages', 'isBankMaintenance',
        'withdrawAboveLevelMaxMessage', 'withdrawAmountMessage', 'withdrawRequestMessage', 'withdrawalLevelOfRole',
        'CUSTOMER_CONTENTS_MAX', 'CUSTOMER_TITLE_MAX', 'customerContentsMessage', 'customerEnquiryMessage', 'customerEnquiryMessages', 'customerTitleMessage',
        'attendanceDates', 'attendanceMessages', 'attendanceMonth',
      ].sort(),
    );
  });
});
