// Korean labels of the bet history table. Texts the spec quotes come from @betkit/domain's messages.
import { CANCEL_CONFIRM_MESSAGE, bettingMessages } from '@betkit/domain';
import { alertDialogLabels } from '../alert-dialog/labels';
import type { Labels, ResolvedLabels } from '../labels';

/** Column headers of a slip's leg table. */
export const betHistoryColumnLabels = {
  // Not in spec: the spec names the leg fields in English; these are the usual Korean sportsbook headers.
  startTime: '경기시간',
  league: '리그',
  match: '경기',
  market: '마켓',
  betName: '베팅',
  line: '기준점',
  odds: '배당',
  score: '스코어',
  /** Live lists only: the score when the bet was placed. */
  betTimingScore: '베팅시 스코어',
  result: '결과',
} as const;

/** Every label of BetHistoryTable; pass a part of it as the `labels` prop to change some. */
export const betHistoryLabels = {
  columns: betHistoryColumnLabels,
  /** Between the home and away team. */
  versus: 'vs',
  /** The slip table's caption, which also names it: its number and when it was placed. */
  slipCaption: (id: number, placedAt: string) => `베팅번호 ${id} · ${placedAt}`,
  // Not in spec: the summary row's field names.
  amount: '베팅금액',
  totalOdds: '총배당',
  expectedWinnings: '예상당첨금',
  winAmount: '당첨금',
  status: '상태',
  /** The pending slip's button. */
  cancel: '취소',
  /** The cancel button's accessible name, so a list of them can be told apart (contains the visible '취소'). */
  cancelSlip: (id: number) => `베팅번호 ${id} 취소`,
  /** The settled slip's button. */
  delete: '삭제',
  /** The delete button's accessible name (contains the visible '삭제'). */
  deleteSlip: (id: number) => `베팅번호 ${id} 삭제`,
  // Not in spec: the deadline line under an enabled cancel button.
  cancelUntil: (time: string) => `${time}까지 취소 가능`,
  /** Why a cancel button is disabled (spec's cancel rule text). */
  cancelRefused: bettingMessages.cancelWindow,
  /** The confirm shown before a cancel is sent (spec text). */
  cancelConfirm: CANCEL_CONFIRM_MESSAGE,
  cancelConfirmTitle: alertDialogLabels.confirmTitle,
  cancelConfirmOk: alertDialogLabels.ok,
  cancelConfirmDismiss: alertDialogLabels.cancel,
  /** The empty list (spec text). */
  empty: bettingMessages.noBets,
  /** Accessible name of the scrolling list in the virtualised (bulk) layout. */
  // Not in spec.
  list: '베팅내역 목록',
  /** Shown for a missing line, score or time. */
  missing: '-',
};

/** Overrides of BetHistoryTable's labels, for its `labels` prop. */
export type BetHistoryLabels = Labels<typeof betHistoryLabels>;

/** Every label of BetHistoryTable, as its parts read them. */
export type ResolvedBetHistoryLabels = ResolvedLabels<typeof betHistoryLabels>;

/** Korean labels of BetHistoryPage and BetHistoryList (none in spec: the top bar's tab reads 베팅내역). */
export const betHistoryPageLabels = {
  title: '베팅내역',
  /** Accessible name of the tab list. */
  tabList: '베팅내역 종류',
  /** The button that opens the bet history dialog with every slip of every list. */
  openBulk: '전체 베팅내역',
  loading: '베팅내역을 불러오는 중입니다.',
  /** The row count above a list. */
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
  /** The banner of customer-page (support) mode, and the slips it is filtered to. */
  customerMode: '고객센터 확인용 베팅내역입니다. 취소·삭제는 할 수 없습니다.',
  customerSlips: (ids: string) => `베팅번호 ${ids.split(',').join(', ')}`,
} as const;

/** Overrides of BetHistoryPage's and BetHistoryList's labels. */
export type BetHistoryPageLabels = Labels<typeof betHistoryPageLabels>;
