// Korean labels of PartnerFrame. The menu's words are the caller's (its items); these are the frame's own.
import type { Labels } from '../labels';

/** The partner area's menu, in the order the frame lists it. Not in spec: the spec names the routes, not their words. */
export const partnerMenuLabels = {
  pt: '대시보드',
  pt_sports: '스포츠 롤링',
  pt_mini: '미니게임 롤링',
  pt_virtual: '가상게임 롤링',
  pt_casino: '카지노 롤링',
  pt_slot: '슬롯 롤링',
  member: '회원 관리',
  deposit: '입금 내역',
  withdraw: '출금 내역',
  bet_history: '스포츠 베팅내역',
  casino_bet_history: '카지노 베팅내역',
  calc: '정산 내역',
  customer: '고객센터',
  analysis: '통계 분석',
} as const;

/** A partner page's route name (the path's last part: /partner/pt_sports is 'pt_sports'). */
export type PartnerPage = keyof typeof partnerMenuLabels;

/** Every label of PartnerFrame; pass a part of it as the `labels` prop to change some. */
export const partnerFrameLabels = {
  // Not in spec: the frame's words (spec §2: side menu, nickname and contract percent, back link, logout).
  title: '파트너 관리',
  menu: '파트너 메뉴',
  openMenu: '파트너 메뉴 열기',
  /** The contract percent shown beside the nickname (spec §2: the first non-empty of levels 3, 2 and 1). */
  contractPercent: (percent: string) => `계약 요율 ${percent}`,
  noContractPercent: '계약 요율 없음',
  backToSite: '사이트로 돌아가기',
  logout: '로그아웃',
};

/** Overrides of PartnerFrame's labels. */
export type PartnerFrameLabels = Labels<typeof partnerFrameLabels>;
