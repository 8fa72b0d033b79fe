// Korean labels of MemberInfoPanel. The spec lists the panel's parts in English (betting-core.md section 2,
// "Member info panel"); the words are the site's usual ones. The level words come from the domain (`levelLabel`).
import type { Labels } from '../labels';

/** Visible labels and accessible names of the panel. */
export const memberInfoPanelLabels = {
  /** The panel's accessible name. */
  panel: '회원 정보',
  /** The messages button. */
  messages: '쪽지',
  // Not in spec: the balance names.
  money: '보유머니',
  point: '포인트',
  comp: '콤프',
  /** The roulette cards group. */
  cards: '룰렛권',
  normalCard: '일반 룰렛권',
  vipCard: 'VIP 룰렛권',
  /** The quick buttons' group. */
  quickActions: '바로가기',
  deposit: '입금',
  withdraw: '출금',
  customer: '고객센터',
  betHistory: '베팅내역',
  attendance: '출석체크',
  roulette: '룰렛',
  /** Spec 2: a partner's (type not 0) way to /partner/pt. */
  partnerManagement: '파트너 관리',
  /** The mobile extras' group. */
  account: '계정',
  profile: '프로필',
  clearCookies: '쿠키삭제',
  logout: '로그아웃',
} as const;

/** Overrides of MemberInfoPanel's labels, for its `labels` prop. */
export type MemberInfoPanelLabels = Labels<typeof memberInfoPanelLabels>;

/** The unread badge's accessible name: '읽지 않은 쪽지 3개'. */
export function unreadMessagesLabel(count: number): string {
  return `읽지 않은 쪽지 ${count}개`;
}

// Not in spec: how a card count is written, and how a count the site could not read is.
/** A roulette card count: '3장'; '알 수 없음' when it could not be read (never a false '0장'). */
export function cardCountText(count: number | null): string {
  return count === null ? '알 수 없음' : `${count}장`;
}
