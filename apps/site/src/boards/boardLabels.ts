// Korean texts of the boards (/board/*, /community/notice*). Not in spec: the headings, the tab bar's name, the
// loading lines and the jackpot page's copy; the empty text is the spec's ("공지가 없습니다", from the ui).
export const boardLabels = {
  tabs: '게시판',
  titles: { notice: '공지사항', betting_rule: '베팅규정', event: '이벤트' },
  /** The notice page's two buttons (spec 2: betting rules, notices). */
  buttons: { betting_rule: '베팅규정', notice: '공지사항' },
  loading: '게시글을 불러오는 중입니다.',
  eventEmpty: '진행 중인 이벤트가 없습니다',
  ruleEmpty: '등록된 베팅규정이 없습니다',
  eventCount: (count: number) => `진행 중인 이벤트 ${count.toLocaleString('ko-KR')}건`,
  communityTitle: '공지사항',
  write: '공지 작성',
  backToList: '목록으로',
  jackpotTitle: '잭팟',
  jackpotIntro: '잭팟 금액은 30초마다 갱신됩니다. 당첨 내역은 쪽지로 안내해 드립니다.',
  /** The top bar's quick link that opens the notice widget (spec 2 "rules/notice"). */
  openWidget: '공지',
} as const;
