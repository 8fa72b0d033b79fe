// Not in spec: the spec has no call that lists the casino and slot providers (only the game list of
// one provider code), so the site keeps its providers here. The codes are the ones the demo backend
// answers (packages/mocks fixtures' PROVIDERS); an operator edits this list for their own contracts.

/** The two third-party pages. */
export type ThirdPartyKind = 'casino' | 'slot';

/** A casino or slot provider as its page lists it. */
export interface ThirdPartyProvider {
  /** The code of GET enjoycx/gamelist?thirdpartycode and /enjoycx/play. */
  readonly code: string;
  /** The provider's name as members know it. */
  readonly name: string;
  /** The page that lists it. */
  readonly kind: ThirdPartyKind;
  /** A few of its games, shown on the card (the launch plays the list's first game). */
  readonly highlights: readonly string[];
}

/** Every provider of both pages, in display order. */
export const THIRD_PARTY_PROVIDERS: readonly ThirdPartyProvider[] = [
  { code: 'evolution', name: 'Evolution', kind: 'casino', highlights: ['스피드 바카라', '라이트닝 룰렛', '크레이지 타임'] },
  { code: 'microgaming', name: 'Microgaming', kind: 'casino', highlights: ['라이브 바카라', '라이브 룰렛'] },
  { code: 'pragmatic', name: 'Pragmatic Play', kind: 'slot', highlights: ['게이트 오브 올림푸스', '스위트 보난자', '더 도그 하우스'] },
  { code: 'habanero', name: 'Habanero', kind: 'slot', highlights: ['핫 핫 프루트', '코이 게이트'] },
];

/** The kind a page path shows: '/slot' lists slots, anything else the casino. */
export function thirdPartyKindOf(pathname: string): ThirdPartyKind {
  return pathname.replace(/\/+$/, '').endsWith('/slot') ? 'slot' : 'casino';
}

/** The providers of one kind. */
export function providersOf(kind: ThirdPartyKind): readonly ThirdPartyProvider[] {
  return THIRD_PARTY_PROVIDERS.filter((provider) => provider.kind === kind);
}
