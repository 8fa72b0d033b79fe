// Korean texts of the notice pages and the jackpot page (the boards' titles and loading line are ui's noticeBoardPageLabels).
// Not in spec: the headings and the jackpot page's copy; the empty text is the spec's ("공지가 없습니다", from the ui).
export const boardLabels = {
  backToList: '목록으로',
  jackpotTitle: '잭팟',
  jackpotIntro: '잭팟 금액은 30초마다 갱신됩니다. 당첨 내역은 쪽지로 안내해 드립니다.',
  /** The top bar's quick link that opens the notice widget (spec 2 "rules/notice"). */
  openWidget: '공지',
} as const;
