// The partner area's pages (spec 2: /partner/pt, pt_sports … analysis), in the menu's order, with their words.
import type { RollingGameType } from '@betkit/domain';
import { partnersPath } from '../app/paths';

/** The rolling pages' game type by route segment (spec 2: "pt_sports … pt_slot (rolling per game type)"). */
export const rollingPages = {
  pt_sports: 'sports',
  pt_mini: 'mini',
  pt_virtual: 'virtual',
  pt_casino: 'casino',
  pt_slot: 'slot',
} as const satisfies Record<string, RollingGameType>;

/** A rolling page's route segment. */
export type RollingPage = keyof typeof rollingPages;

/** Every partner page's route segment, in the menu's order. */
export const partnerPages = [
  'pt',
  ...(Object.keys(rollingPages) as RollingPage[]),
  'member',
  'deposit',
  'withdraw',
  'bet_history',
  'casino_bet_history',
  'calc',
  'customer',
  'analysis',
] as const;

/** A partner page's route segment. */
export type PartnerPage = (typeof partnerPages)[number];

// Not in spec: the spec names the routes, not their titles.
/** Each page's title, also its menu entry. */
export const partnerPageTitles: Readonly<Record<PartnerPage, string>> = {
  pt: '파트너 현황',
  pt_sports: '스포츠 롤링',
  pt_mini: '미니게임 롤링',
  pt_virtual: '가상게임 롤링',
  pt_casino: '카지노 롤링',
  pt_slot: '슬롯 롤링',
  member: '회원 관리',
  deposit: '회원 입금내역',
  withdraw: '회원 출금내역',
  bet_history: '스포츠 배팅내역',
  casino_bet_history: '카지노 배팅내역',
  calc: '정산 내역',
  customer: '파트너 문의',
  analysis: '기간 분석',
};

/** A partner page's path: 'member' → '/partner/member'. */
export const partnerPagePath = (page: PartnerPage) => `${partnersPath}/${page}`;
