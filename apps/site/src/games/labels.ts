// Korean labels of the game screens (casino and slot, mini-games, virtual sports). Rule messages
// ('로그인 후 이용해주세요.', '점검중입니다.' …) come from @betkit/domain, not from here.

/** Shared by the game boards. */
export const gameBoardLabels = {
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
} as const;

/** The casino and slot pages. */
export const thirdPartyLabels = {
  title: { casino: '카지노', slot: '슬롯' },
  intro: {
    casino: '라이브 카지노 게임사를 선택하면 새 창에서 게임이 열립니다.',
    slot: '슬롯 게임사를 선택하면 새 창에서 게임이 열립니다.',
  },
  guestNote: '게임은 로그인한 회원만 이용할 수 있습니다.',
  providers: { casino: '카지노 게임사', slot: '슬롯 게임사' },
} as const;

/** The mini-game page's round (the page's own words are ui's minigameBoardLabels). */
export const minigameLabels = {
  round: (round: number) => `${round}회차`,
  noRound: '진행 중인 회차가 없습니다. 잠시 후 다시 확인해주세요.',
  /** A round whose betting closed before the next one arrived. */
  roundClosed: (round: string) => `${round} 베팅이 마감되었습니다. 다음 회차를 불러오는 중입니다.`,
} as const;

/** The virtual sports page (the board's own words are ui's gameBoardLabels). */
export const virtualLabels = {
  title: '가상스포츠',
  noMarkets: '이 경기의 배당이 아직 없습니다.',
  versus: 'vs',
  /** Not in spec: a /vet3/Soccer answer that is not the game and stream lists. */
  streamsUnreadable: '중계 목록을 읽을 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
