import type { OddsChangePolicy } from '@betkit/domain';
import { amountFieldLabels } from '../amount-field/labels';
import type { Labels, ResolvedLabels } from '../labels';
import { oddsChangeDialogLabels } from '../odds-change-dialog/labels';

// The cart button's own module: the phone's bottom bar draws it on every page, without the slip's other labels.
export { betCartButtonLabels, type BetCartButtonLabels } from './cartButtonLabels';

/** Korean labels of the bet slip. Every visible label and aria-label of BetSlip can be replaced by a prop. */
export const betSlipLabels = {
  /** The slip's heading, also the mobile dialog's title. */
  title: '베팅카트',
  // Not in spec: the empty slip's text.
  empty: '선택된 경기가 없습니다. 배당을 눌러 베팅을 추가하세요.',
  /** The number of picks beside the heading. */
  pickCount: (count: number) => `${count}개 선택`,
  clearAll: '전체삭제',
  /** Accessible name of the list of picks. */
  list: '선택한 베팅',
  totalOdds: '총 배당',
  expectedWinnings: '예상 당첨금',
  /** Accessible name of the bonus gauge. */
  bonusGauge: '폴더 보너스',
  /** The gauge's text while a tier is ahead ('1.30 이상 1경기 더 선택하면 3폴더 보너스'). */
  bonusProgress: (minOdds: string, remaining: number, folders: number) =>
    `${minOdds} 이상 ${remaining}경기 더 선택하면 ${folders}폴더 보너스`,
  /** The gauge's text at the highest tier. */
  bonusReached: (folders: number) => `${folders}폴더 보너스 적용 중`,
  /** The spec's isOddsAutoChangeFlag. */
  autoAccept: '배당변경 자동수락',
  /** Accessible name of the policy choice. */
  policyGroup: '배당 변경 시 처리',
  /** The policies' names. */
  policies: {
    ask: '항상 묻기',
    'accept-higher': '상승만 수락',
    'accept-any': '모두 수락',
  } satisfies Record<OddsChangePolicy, string>,
  submit: '베팅하기',
  /** Announced while the bet is being sent. */
  submitting: '베팅 진행 중',
  // Not in spec: the notice after a bet was placed (the spec clears the slip).
  placed: '베팅이 완료되었습니다.',
  /** The amount field's labels, forwarded. */
  amountField: amountFieldLabels,
  /** The odds-change dialog's labels, forwarded. */
  oddsChangeDialog: oddsChangeDialogLabels,
} as const;

/** Korean labels of one slip item. */
export const slipItemLabels = {
  /** The remove button's accessible name, naming the pick ('승무패 울산 HD 삭제'). */
  remove: (pickName: string) => `${pickName} 삭제`,
  /** The badge of a bonus item. */
  bonus: '보너스',
} as const;

/** Overrides of SlipItem's labels, for its `labels` prop. */
export type SlipItemLabels = Labels<typeof slipItemLabels>;

/** Overrides of the slip's labels and its children's, for the `labels` prop. */
export type BetSlipLabels = Labels<typeof betSlipLabels>;

/** Every label of the slip, as its parts read them. */
export type ResolvedBetSlipLabels = ResolvedLabels<typeof betSlipLabels>;
