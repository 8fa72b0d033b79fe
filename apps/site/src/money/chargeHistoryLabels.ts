// Korean labels of the site's history panels. The delete texts come from @betkit/domain.

/** Labels of ChargeHistoryPanel. */
export const chargeHistoryPanelLabels = {
  // Not in spec: list states.
  loading: (depositMode: 0 | 1) => `${depositMode === 1 ? '출금' : '입금'}내역을 불러오는 중입니다.`,
  retry: '다시 시도',
} as const;

