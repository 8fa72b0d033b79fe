// Korean copy of the member-money rules (site-and-member-services.md sections 4, 5, 8 and 9).
// Strings quoted in the spec are exact; English paraphrases in the spec get natural Korean marked `Not in spec`.

import { formatWon } from '../money';

/** Roulette copy (spec 4 and 8). */
export const rouletteMessages = {
  /** Spec 4: "A click during a spin shows '룰렛을 돌리고 있습니다.'". */
  spinning: '룰렛을 돌리고 있습니다.',
  /** Spec 8: "Roulette error: response body text, else '문제가 발생했습니다. 관리자에게 문의해주세요.'". */
  errorFallback: '문제가 발생했습니다. 관리자에게 문의해주세요.',
  // Not in spec: "0 = a miss".
  miss: '꽝! 다음 기회에 다시 도전해주세요.',
} as const;

// Not in spec: "otherwise points were added".
/** The roulette win message for a prize in points ("2,000 포인트가 적립되었습니다."). */
export function roulettePointsAddedMessage(points: number): string {
  return `${formatWon(points, 'none')} 포인트가 적립되었습니다.`;
}

/** Coupon copy (spec 8). */
export const couponMessages = {
  /** Spec 8: "errors show the response body, else '문제가 발생했습니다. 시스템관리자에게 문의해주세요.'". */
  errorFallback: '문제가 발생했습니다. 시스템관리자에게 문의해주세요.',
  /** Spec 8: daily cumulative charge-count coupon success. */
  countIssued: '일일 누적 충전[횟수] 쿠폰이 지급 되었습니다.',
  /** Spec 8: daily cumulative charge-amount coupon success. */
  amountIssued: '일일 누적 충전[금액] 쿠폰이 지급 되었습니다.',
} as const;

/** Deposit copy (spec 5 and 8). */
export const depositMessages = {
  // Not in spec: "a bonus must be chosen ('please select a bonus')".
  selectBonus: '보너스를 선택해주세요.',
  // Not in spec: "digits only ('enter digits')".
  digitsOnly: '숫자만 입력해주세요.',
  // Not in spec: "no decimals ('won units not allowed')".
  noDecimals: '원 단위 미만의 금액은 입력할 수 없습니다.',
  // Not in spec: "at least 10,000 ('deposit requests possible from 10,000 won')".
  minimum: '입금신청은 10,000원부터 가능합니다.',
  // Not in spec: "The deposit password must match the member's own ('password did not match')".
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  // Not in spec: "success 'deposit request completed'".
  completed: '입금신청이 완료되었습니다.',
  // Not in spec: the depositor name is sent with every deposit (spec 7); its message when blank.
  depositorNameRequired: '입금자명을 입력해주세요.',
} as const;

// Not in spec: "multiple of 1,000 ('in units of 1,000 won')"; the unit is a setting (DESIGN decision).
/** The deposit unit message for a unit in won ("1,000원 단위로 입력해주세요."). */
export function depositUnitMessage(unit: number): string {
  return `${formatWon(unit, 'none')}원 단위로 입력해주세요.`;
}

/** Withdrawal copy (spec 5 and 8). */
export const withdrawMessages = {
  // Not in spec: "digits only".
  digitsOnly: '숫자만 입력해주세요.',
  // Not in spec: "no decimals"; the rules box says 1 won amounts are not possible.
  noDecimals: '원 단위 미만의 금액은 입력할 수 없습니다.',
  // Not in spec: "at least 10,000".
  minimum: '출금신청은 10,000원부터 가능합니다.',
  // Not in spec: "multiple of 10,000 ('in units of 10,000 won')".
  unit: '10,000원 단위로 입력해주세요.',
  // Not in spec: "not above emoney ('entered more than held cash')".
  aboveBalance: '보유머니보다 많은 금액을 입력하셨습니다.',
  // Not in spec: "success 'withdrawal request completed'".
  completed: '출금신청이 완료되었습니다.',
  // Not in spec: the wording of "bank maintenance window 23:30-00:30" (spec 9) as a refusal.
  maintenance: '은행 점검시간(23:30~00:30)에는 출금신청을 할 수 없습니다.',
  // Not in spec: "failure shows server text, else a default error message" (the spec 8 default generic).
  failedDefault: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
} as const;

// Not in spec: the wording of spec 6's per-request maximum ("levels 1-2 20,000,000 won ...") as a refusal.
/** The withdrawal above the level's maximum ("1회 최대 출금금액은 20,000,000원입니다."). */
export function withdrawAboveLevelMaxMessage(max: number): string {
  return `1회 최대 출금금액은 ${formatWon(max, 'none')}원입니다.`;
}

/** Deposit and withdrawal history delete copy (spec 8 "History delete"). */
export const chargeHistoryMessages = {
  // Not in spec: "nothing selected 'select a target'".
  selectTarget: '삭제할 대상을 선택해주세요.',
  // Not in spec: "success 'deletion complete'".
  deleted: '삭제가 완료되었습니다.',
  // Not in spec: "failure server text or 'deletion failed'".
  deleteFailed: '삭제에 실패했습니다.',
  // Not in spec: "unexpected 'an unexpected problem occurred'".
  deleteUnexpected: '예상치 못한 문제가 발생했습니다.',
} as const;

/** Point and comp conversion copy (spec 5 and 8). */
export const conversionMessages = {
  // Not in spec: "at least 5,000 points ('5,000 points or more')".
  pointMinimum: '5,000포인트 이상부터 전환 가능합니다.',
  // Not in spec: "at least 100 ('100 comp or more')".
  compMinimum: '100콤프 이상부터 전환 가능합니다.',
  // Not in spec: "success 'point conversion success'".
  pointConverted: '포인트 전환에 성공했습니다.',
  // Not in spec: "success 'comp conversion success'".
  compConverted: '콤프 전환에 성공했습니다.',
  // Not in spec: "else 'a problem occurred, contact the administrator'" (same Korean as the roulette fallback).
  errorFallback: '문제가 발생했습니다. 관리자에게 문의해주세요.',
  // Not in spec: more points than the member holds (the server refuses it; the form says so first).
  pointAboveHeld: '보유 포인트가 부족합니다.',
  // Not in spec: more comps than the member holds.
  compAboveHeld: '보유 콤프가 부족합니다.',
} as const;

/** Account enquiry copy (spec 8). */
export const accountEnquiryMessages = {
  // Not in spec: "account enquiry completed, check customer center reply".
  completed: '계좌문의가 완료되었습니다. 고객센터 답변을 확인해주세요.',
  // Not in spec: the enquiry's title and contents (POST /customer/ {title, questionContents}).
  title: '계좌문의',
  questionContents: '입금 계좌를 알려주세요.',
} as const;

/** Charge status labels (spec 4: 0 processing, 1 completed, 2 cancelled, other error). */
export const chargeStatusLabels = {
  // Not in spec: deposit label "processing".
  depositProcessing: '처리중',
  // Not in spec: withdrawal label "withdrawal being checked".
  withdrawalProcessing: '출금확인중',
  // Not in spec: "1 completed".
  completed: '완료',
  // Not in spec: "2 cancelled".
  cancelled: '취소',
  // Not in spec: "other = error".
  error: '오류',
} as const;
