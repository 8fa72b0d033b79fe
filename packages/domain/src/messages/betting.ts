// Every message a betting rule shows, in one place so copy can be reviewed at once.
// Strings quoted by the spec are exact, trailing spaces included. Others are marked `Not in spec`.

/** Messages of the betting core (betting-core.md sections 5 and 8). */
export const bettingMessages = {
  /** Amount field: required. */
  amountRequired: '베팅액수를 입력해주세요.',
  /** Amount field: integer of 0 or more. */
  amountNonNegativeInteger: '베팅은 0원 이상 가능합니다.',
  /** Submit check 2. */
  noSelections: '베팅을 선택해주세요.',
  /** Submit check 3, with the minimum in won. */
  belowMinimum: (min: string) => `최소 베팅은 ${min}원 이상입니다.`,
  /** Submit check 4. */
  notInteger: '소수점으로 베팅 불가합니다.',
  /** Submit check 5, with the maximum (the spec's text ends with a space). */
  aboveMaximum: (max: string) => `최대베팅금 ${max}이상 베팅하실수 없습니다. `,
  /** Submit check 6, with the maximum winnings (ends with a space). */
  aboveMaxWinnings: (max: string) => `최대당첨금 ${max}을 초과하여 베팅하실수 없습니다. `,
  /** Submit check 7 (ends with a space). */
  aboveMaxOddsAtSubmit: '최대배당 100을 초과하여 베팅하실수 없습니다. ',
  /** The pre-match slip's text when an added pick pushes total odds over 100 (no trailing space). */
  aboveMaxOddsOnAdd: '최대배당 100을 초과하여 베팅하실수 없습니다.',
  /** Submit check 8: the confirm dialog. */
  confirmBet: '베팅하시겠습니까?',
  /** Submit check 9. */
  submissionRunning: '베팅 진행 중입니다.',
  /** Bonus rule. */
  bonusCombination: '보너스는 1.3이하 배당과 조합 불가능합니다.',
  /** The odds-change dialog's title. */
  oddsChangedTitle: '[배당변경]베팅을 수락하시겠습니까?',
  /** The odds-change dialog's accept button when placing a bet. */
  oddsChangedAccept: '수락',
  /** Bet placing failed without a server text. */
  betFailedDefault: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
  /** Cancel window rule. */
  cancelWindow: '베팅 후 30분 이내, 경기시작 5분 전까지 취소할 수 있습니다.',
  /** Cancel confirmation. */
  cancelConfirm: '해당 주문을 취소하시겠습니까? 취소한 내역은 되돌릴 수 없습니다.',
  /** Delete failures. */
  deleteFailed: '베팅내역 삭제처리에 실패했습니다.',
  deleteUnexpected: '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.',
  /** Third-party games. */
  loginRequired: '로그인 후 이용해주세요.',
  underMaintenance: '점검중입니다.',
  popupBlocked: '팝업이 차단 되었습니다.\n팝업 차단을 해제하고 이용 해주세요',
  noBets: '베팅내역이 없습니다.',
  /** Mini-game maintenance check failure without a server text. */
  minigameCheckFailed: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
  /** Error page. */
  pageNotFound: '페이지를 찾을 수 없습니다.',
  // Not in spec: the spec says 'An error occurred' in English; this is its Korean.
  errorOccurred: '오류가 발생했습니다.',
  // Not in spec: an amount that is not a number at all (letters, NaN, Infinity).
  amountNotANumber: '베팅금액은 숫자로 입력해주세요.',
  // Not in spec: a stake above the member's balance, refused before the confirm (the server would refuse it after).
  aboveBalance: (emoney: string) => `보유머니 ${emoney}원을 초과하여 베팅하실수 없습니다.`,
  // Not in spec: quick-add when the balance is below the min bet, so no stake the site takes can be paid.
  balanceBelowMinimum: (min: string) => `보유머니가 최소 베팅금 ${min}원보다 적습니다.`,
  // Not in spec: the server refuses a pick on a game or virtual event that has already started.
  eventStarted: '이미 시작된 경기가 포함되어 있습니다. 시작 전 경기만 베팅할 수 있습니다.',
  // Not in spec: the server refuses a pick on a mini-game round whose betting has closed.
  roundClosed: '베팅이 마감된 회차입니다. 다음 회차에 베팅해주세요.',
} as const;
