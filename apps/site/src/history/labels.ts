// Korean labels of the bet history screen. Texts the spec quotes come from @betkit/domain's messages;
// the tab names come from the domain's game type labels.

/** The bet history actions' words (the page's own are ui's betHistoryPageLabels). */
export const historyLabels = {
  // Not in spec: shown when a cancel or delete answers without text (the server normally sends one).
  cancelDone: '베팅이 취소되었습니다.',
  deleteDone: '베팅내역이 삭제되었습니다.',
  // Not in spec: the bulk delete-all found only pending slips (they can be cancelled, not deleted).
  nothingToDelete: '삭제할 수 있는 베팅내역이 없습니다.',
} as const;
