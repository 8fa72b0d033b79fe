import { betStylePaths } from '../sports/betStylePaths';
import { inplayPath, betResultPath, virtualPath, casinoPath, slotPath, customerPath, minigamePath } from '../app/paths';

/** Korean labels of the site's frame. */
export const layoutLabels = {
  /** The brand's name, a link home. */
  brand: 'BETKIT',
  home: 'Betkit 홈',
  demoBadge: '데모 모드',
  /** The mobile header's shorter badge (its accessible name stays '데모 모드'). */
  demoBadgeShort: '데모',
  demoBadgeHint: '실제 서버 없이 브라우저 안의 데모 서버로 동작합니다.',
  main: '본문',
  loading: '불러오는 중입니다.',
  clock: '현재 시각 (한국 시간)',
  timeZone: '(GMT+9)',
  mainMenu: '주 메뉴',
  bottomMenu: '하단 메뉴',
  sidebar: '종목 메뉴',
  /** The sport tree drawer's handle (below 1920 px). */
  sportDrawer: '종목',
  memberColumn: '회원 정보',
  /** Opens the member drawer below 1352 px (spec: the tablet right sidebar), and the mobile right sidebar. */
  memberDrawer: '내 정보',
  /** The mobile header's marquee of the site top notice. */
  topNotice: '사이트 공지',
  /** Opens the mobile header's left menu drawer. */
  menuDrawer: '메뉴',
  /** The mobile header's icons (spec 2: "menu, points, my-page icons"). */
  points: '포인트',
  myPage: '마이페이지',
  login: '로그인',
  /** Spec 2: a guest's sign-up button (top bar and phone header). */
  signUp: '회원가입',
  /** Spec 2: a guest's non-member button (top bar); it opens the messenger support dialog. */
  nonMember: '비회원문의',
  logout: '로그아웃',
  money: '보유금액',
  /**
   * The top bar's tabs, in the spec's order, for the routes this site has; '스포츠' is the Korean-style board.
   * Not in spec: a tab per bet style ('유럽형', '이벤트') beside '스포츠', so every style the routes name is reachable.
   */
  tabs: [
    { to: betStylePaths.korean, label: '스포츠' },
    { to: betStylePaths.europe, label: '유럽형' },
    { to: betStylePaths.event, label: '이벤트' },
    { to: inplayPath, label: '인플레이' },
    { to: minigamePath('donghang'), label: '미니게임' },
    { to: minigamePath('lotus/baccarat'), label: '로투스' },
    { to: minigamePath('token/roulette'), label: '토큰' },
    { to: `${virtualPath}/soccer/premierships`, label: '가상스포츠' },
    { to: casinoPath, label: '카지노' },
    { to: slotPath, label: '슬롯' },
    { to: betResultPath, label: '베팅내역' },
  ],
  /** Spec 2: the holdem tab, after in-play; it runs the holdem entry (spec 4) instead of opening a route. */
  holdemTab: '홀덤',
  holdemAfter: inplayPath,
  /** Spec 2: the mobile bottom bar, deposit and withdraw before the bet cart, bet history and customer after it. */
  bottomDeposit: '입금',
  bottomWithdraw: '출금',
  bottomLinks: [
    { to: betResultPath, label: '베팅내역' },
    { to: customerPath, label: '고객센터' },
  ],
} as const;
