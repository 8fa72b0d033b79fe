import { formatWon } from '@betkit/domain';
import type { Labels } from '../labels';

/** Korean labels of DepositForm and DepositPanel (the rule messages are @betkit/domain's depositMessages). */
export const depositFormLabels = {
  /** Accessible name of the form. */
  form: '입금신청',
  // Not in spec: the rules box's heading when the server sends none (GET /labelSetting?kbn=charge gives one).
  rulesTitle: '입금 규정',
  // Not in spec: the rules box's text when the server sends none (spec 9's minimum and unit).
  rulesFallback: '최소 입금 금액은 10,000원입니다. 입금 전 반드시 계좌확인 후 입금해 주세요.',
  /** Heading of the account check. */
  accountTitle: '입금계좌 확인',
  /** The deposit/withdrawal password field. */
  password: '입출금 비밀번호',
  // Not in spec: what the account box says before the check.
  accountHint: '입출금 비밀번호를 입력하고 계좌확인을 누르면 입금계좌가 표시됩니다.',
  /** The account check button. */
  checkAccount: '계좌확인',
  /** The deposit account's rows. */
  bankName: '은행명',
  accountNumber: '계좌번호',
  accountHolder: '예금주',
  /** The bonus group. */
  bonus: '보너스 선택',
  /** Title of the bonus confirm. */
  bonusConfirmTitle: '보너스 선택',
  /** The amount field. */
  amount: '입금금액',
  /** The won sign after the amount. */
  won: '원',
  /** The quick-add group's accessible name. */
  quickAdd: '입금금액 빠른 입력',
  /** The clear button after the quick-add amounts. */
  clearAmount: '정정',
  /** The depositor name field. */
  depositorName: '입금자명',
  /** The member's registered account, shown beside the depositor name. */
  memberAccount: '등록계좌',
  /** The coupon group. */
  coupons: '충전 쿠폰',
  /** The daily cumulative charge-count coupon button. */
  couponCount: '일일 누적 충전[횟수] 쿠폰받기',
  /** The daily cumulative charge-amount coupon button. */
  couponAmount: '일일 누적 충전[금액] 쿠폰받기',
  /** The submit button. */
  submit: '입금신청',
  /** DepositPanel's title. */
  title: '입금신청',
  /** DepositPanel's mobile tabs. */
  tabs: '입금 메뉴',
  requestTab: '입금신청',
  historyTab: '입금내역',
  /** Heading of the history under the form on desktop. */
  historyTitle: '입금내역',
  // Not in spec: the history slot's text until the history is wired in.
  historyPlaceholder: '입금내역이 여기에 표시됩니다.',
} as const;

/** Overrides of DepositForm's labels. */
export type DepositFormLabels = Labels<typeof depositFormLabels>;

// Not in spec: the confirm shown when a bonus is chosen (spec 4: "The bonus choice opens a confirm dialog").
/** The bonus confirm's question for a bonus label ("'첫충 10%' 보너스를 선택하시겠습니까?"). */
export function bonusConfirmText(label: string): string {
  return `'${label}' 보너스를 선택하시겠습니까?`;
}

/** A quick-add button's label: 10,000 → '1만', 1,000,000 → '100만'. */
export function quickAddLabel(won: number): string {
  return won % 10_000 === 0 ? `${formatWon(won / 10_000, 'none')}만` : formatWon(won, 'none');
}
