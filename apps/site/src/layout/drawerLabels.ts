// Korean texts of the mobile drawers (spec 2, mobile layout). Not in spec: the titles, the buttons' names, the menu's
// wording (the banners' addresses are externalLinks').
import { externalLinks } from './externalLinks';
import { betResultPath, messagePath, customerPath, attendancePath, recommenderPath, boardPath } from '../app/paths';
export const drawerLabels = {
  menuTitle: '메뉴',
  /** Opens the notice widget (the latest 5). */
  latestNotices: '최근 공지',
  memberTitle: '내 정보',
  gamesMenu: '게임 메뉴',
  boardsMenu: '게시판 메뉴',
  memberMenu: '회원 메뉴',
  coupons: '충전 쿠폰',
  refresh: '새로고침',
  banners: '바로가기',
  /** Spec 2: the right sidebar's menu items, in its order. */
  memberLinks: [
    { to: boardPath('event'), label: '이벤트' },
    { to: customerPath, label: '고객센터' },
    { to: betResultPath, label: '베팅내역' },
    { to: messagePath, label: '쪽지함' },
    { to: attendancePath, label: '출석체크' },
    { to: recommenderPath, label: '친구정산' },
    { to: boardPath('notice'), label: '규정/공지' },
  ],
  /** The left drawer's boards. */
  boardLinks: [
    { to: boardPath('notice'), label: '공지사항' },
    { to: boardPath('betting_rule'), label: '베팅규정' },
    { to: boardPath('event'), label: '이벤트' },
    { to: boardPath('jackpot'), label: '잭팟' },
    { to: customerPath, label: '고객센터' },
  ],
  /** Spec 2: three external-link banners, opened in new tabs. */
  externalBanners: [
    { href: externalLinks.messenger, label: '텔레그램 상담' },
    { href: externalLinks.noticeChannel, label: '공지 채널' },
    { href: externalLinks.domainGuide, label: '도메인 안내' },
  ],
  /** Spec 2: the banner to /sportsboard. */
  sportsboardBanner: '스포츠 중계 보기',
  newTab: '(새 창)',
} as const;
