/** Korean labels of the site's frame. */
export const layoutLabels = {
  home: 'Betkit 홈',
  demoBadge: '데모 모드',
  demoBadgeHint: '실제 서버 없이 브라우저 안의 데모 서버로 동작합니다.',
  main: '본문',
  loading: '불러오는 중입니다.',
  clock: '현재 시각 (한국 시간)',
  timeZone: '(GMT+9)',
  mainMenu: '주 메뉴',
  bottomMenu: '하단 메뉴',
  sidebar: '종목 메뉴',
  memberColumn: '회원 정보와 베팅카트',
  login: '로그인',
  logout: '로그아웃',
  money: '보유금액',
  /** The top bar's tabs, in the spec's order, for the routes this site has. */
  tabs: [
    { to: '/', label: '스포츠', end: true },
    { to: '/europe', label: '유럽형' },
    { to: '/inplay', label: '인플레이' },
    { to: '/minigame/donghang', label: '미니게임' },
    { to: '/bet365/soccer/premierships', label: '가상스포츠' },
    { to: '/casino', label: '카지노' },
    { to: '/slot', label: '슬롯' },
    { to: '/bet_result', label: '베팅내역' },
  ],
  /** The mobile bottom bar around the bet cart. */
  bottomBefore: [
    { to: '/', label: '스포츠', end: true },
    { to: '/inplay', label: '인플레이' },
  ],
  bottomAfter: [
    { to: '/bet_result', label: '베팅내역' },
    { to: '/casino', label: '카지노' },
  ],
} as const;
