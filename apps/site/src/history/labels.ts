// Korean labels of the bet history screen. Texts the spec quotes come from @betkit/domain's messages;
// the tab names come from the domain's game type labels.

/** Every label of the bet history screen. */
export const historyLabels = {
  // Not in spec: the page heading (the top bar's tab reads 베팅내역).
  title: '베팅내역',
  // Not in spec: accessible name of the tab list.
  tabList: '베팅내역 종류',
  // Not in spec: the button that opens the bet history dialog with every slip of every list.
  openBulk: '전체 베팅내역',
  // Not in spec: list states.
  loading: '베팅내역을 불러오는 중입니다.',
  retry: '다시 시도',
  /** The row count above a list. */
  total: (count: number) => `총 ${count.toLocaleString('ko-KR')}건`,
  // Not in spec: shown when a cancel or delete answers without text (the server normally sends one).
  cancelDone: '베팅이 취소되었습니다.',
  deleteDone: '베팅내역이 삭제되었습니다.',
  // Not in spec: the bulk delete-all found only pending slips (they can be cancelled, not deleted).
  nothingToDelete: '삭제할 수 있는 베팅내역이 없습니다.',
  // Not in spec: the banner of customer-page (support) mode.
  customerMode: '고객센터 확인용 베팅내역입니다. 취소·삭제는 할 수 없습니다.',
  /** Customer-page mode filtered to some slips. */
  customerSlips: (ids: string) => `베팅번호 ${ids.split(',').join(', ')}`,
} as const;
