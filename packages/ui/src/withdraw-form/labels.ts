// Korean labels of the withdrawal form. The rule messages come from @betkit/domain; these are the form's own words.
import {
  BANK_MAINTENANCE_END,
  BANK_MAINTENANCE_START,
  WITHDRAW_MIN_AMOUNT,
  WITHDRAW_ROLLING_REQUIREMENT_PERCENT,
  WITHDRAW_UNIT,
  formatWon,
} from '@betkit/domain';
import type { Labels, ResolvedLabels } from '../labels';

const won = (amount: number) => `${formatWon(amount, 'none')}원`;
const clock = ({ hour, minute }: { hour: number; minute: number }) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** Every label of WithdrawForm; pass a part of it as the `labels` prop to change some. */
export const withdrawFormLabels = {
  // Not in spec: the headings and field names of the withdraw dialog.
  rulesTitle: '출금 규정',
  /** The rules box (spec 5, 6 and 9): amounts, the rolling requirement, the maintenance window. */
  ruleAmount: `출금은 ${won(WITHDRAW_MIN_AMOUNT)}부터 ${won(WITHDRAW_UNIT)} 단위로 신청할 수 있습니다. (1원 단위 출금 불가)`,
  ruleRolling: `롤링 ${WITHDRAW_ROLLING_REQUIREMENT_PERCENT}% 이상 충족 시 출금이 가능합니다.`,
  ruleMaintenance: `은행 점검시간(${clock(BANK_MAINTENANCE_START)}~${clock(BANK_MAINTENANCE_END)})에는 출금신청을 할 수 없습니다.`,
  /** The spec 6 table, as one line per row. */
  limitsTitle: '등급별 1회 최대 출금금액',
  limitRow: (levels: string, max: number | null) => `${levels}: ${max === null ? '무제한' : won(max)}`,
  /** The member's own maximum. */
  yourLimit: (max: number | null) => `회원님의 1회 최대 출금금액: ${max === null ? '무제한' : won(max)}`,
  accountTitle: '출금 계좌',
  accountHolder: '예금주',
  bankName: '은행',
  bankAccountNumber: '계좌번호',
  emoney: '보유머니',
  amount: '출금금액',
  amountSuffix: '원',
  amountHint: `${won(WITHDRAW_UNIT)} 단위로 입력해주세요.`,
  submit: '출금신청',
  /** A member with no money. */
  zeroBalance: '출금 가능한 보유머니가 없습니다.',
  /** Missing account information. */
  missing: '-',
};

/** Overrides of WithdrawForm's labels. */
export type WithdrawFormLabels = Labels<typeof withdrawFormLabels>;
/** Every label of WithdrawForm, as its parts read them. */
export type ResolvedWithdrawFormLabels = ResolvedLabels<typeof withdrawFormLabels>;

/** Every label of WithdrawPanel. */
export const withdrawPanelLabels = {
  // Not in spec: the mobile tabs' names ("on mobile each has two tabs, request and history").
  tabList: '출금 메뉴',
  requestTab: '출금신청',
  historyTab: '출금내역',
  // Not in spec: the heading of the history beside the form on desktop.
  historyTitle: '출금내역',
};

/** Overrides of WithdrawPanel's labels. */
export type WithdrawPanelLabels = Labels<typeof withdrawPanelLabels>;
