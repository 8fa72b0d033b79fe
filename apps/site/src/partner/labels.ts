// Not in spec: the partner area's own words (the spec names its parts, not their text).
export const partnerLabels = {
  menu: '파트너 메뉴',
  main: '파트너 관리',
  backToSite: '사이트로 돌아가기',
  logout: '로그아웃',
  loading: '불러오는 중입니다.',
  /** Spec 2: the contract percent beside the nickname. */
  contractPercent: (percent: string) => `계약 요율 ${percent}`,
  summaryLoading: '파트너 현황을 불러오는 중입니다.',
  membersLoading: '회원 목록을 불러오는 중입니다.',
  figures: {
    members: '회원 수',
    deposits: '입금',
    withdrawals: '출금',
    stakes: '베팅',
    wins: '당첨',
    rolling: (game: string) => `${game} 롤링`,
    losing: '루징 정산',
  },
  noMembers: '이 기간에 표시할 회원이 없습니다.',
} as const;
