// Korean labels of the bet history dialog. Tab names come from @betkit/domain's game type labels.
import { gameTypeLabels } from '@betkit/domain';
import { betHistoryLabels } from '../bet-history/labels';
import type { Labels } from '../labels';
import { thirdPartyBetLabels } from '../third-party-bets/labels';
import type { BetHistoryTab } from './tabs';

/** Every label of BetHistoryDialog; pass a part of it as the `labels` prop to change some. */
export const betHistoryDialogLabels = {
  // Not in spec: the dialog's title.
  title: '베팅내역',
  /** Tab names, in the dialog's order. */
  tabs: {
    sports: gameTypeLabels.sports,
    live: gameTypeLabels.live,
    // The virtual sports tab lists bet365 virtual games; the site's tab reads 가상게임.
    virtual: gameTypeLabels.virtual,
    minigame: gameTypeLabels.minigame,
    casino: gameTypeLabels.casino,
  } satisfies Record<BetHistoryTab, string>,
  /** Accessible name of the tab list. */
  // Not in spec.
  tabList: '베팅내역 종류',
  // Not in spec: the toolbar.
  refresh: '새로고침',
  deleteAll: '전체삭제',
  /** The confirm before a delete-all; the tab's name is passed in. Not in spec: the spec quotes no text for it. */
  deleteAllConfirm: (tab: string) => `${tab} 베팅내역을 모두 삭제하시겠습니까?`,
  deleteAllConfirmTitle: '전체삭제',
  /** The row count of the current tab. */
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
  loading: '베팅내역을 불러오는 중입니다.',
  retry: '다시 시도',
  /** The slip tabs' table (BetHistoryTable), forwarded. */
  table: betHistoryLabels,
  /** The casino tab's table (ThirdPartyBetTable), forwarded. */
  thirdPartyTable: thirdPartyBetLabels,
};

/** Overrides of BetHistoryDialog's labels and its tables', for its `labels` prop. */
export type BetHistoryDialogLabels = Labels<typeof betHistoryDialogLabels>;
