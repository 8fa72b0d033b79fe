// Korean texts of the desktop chrome: the top bar's quick links and the right floating tab bar (spec 2). Not in
// spec: the wording, and the alternate domain's and the messenger's addresses (set yours here).
import { externalLinks } from './externalLinks';
import { messagePath, customerPath, attendancePath, recommenderPath } from '../app/paths';
export const chromeLabels = {
  quickLinks: '바로가기',
  floatingTabs: '빠른 메뉴',
  deposit: '입금신청',
  withdraw: '출금신청',
  /**
   * The quick links before '규정/공지' and '쿠키삭제', in the spec's order: a page, or a member shortcut's dialog
   * (deposit, withdraw, the roulette ticket).
   */
  quickLinkItems: [
    { shortcut: 'deposit', label: '입금신청' },
    { shortcut: 'withdraw', label: '출금신청' },
    { to: customerPath, label: '고객센터' },
    { to: attendancePath, label: '출석체크' },
    { shortcut: 'roulette', label: '룰렛티켓' },
    { to: messagePath, label: '쪽지함' },
    { to: recommenderPath, label: '친구정산' },
  ],
  rulesNotice: '규정/공지',
  clearCookies: '쿠키삭제',
  bettingRules: '베팅규정',
  alternateDomain: { href: externalLinks.alternateDomain, label: '대체 도메인' },
  betResults: '베팅결과',
  faq: '자주 묻는 질문',
  messenger: { href: externalLinks.messenger, label: '메신저 상담' },
} as const;
