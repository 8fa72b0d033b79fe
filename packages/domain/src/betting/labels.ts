// Korean copy of the betting rules in this folder, in one place for copy review.
// Strings the spec quotes are exact; the others are marked `Not in spec` (the spec gives them in English).

/** Leg result labels (betting-core.md section 4, "Leg result flag"). */
export const legResultLabels = {
  // Not in spec: the spec says "cancelled".
  cancelled: '취소',
  // Not in spec: the spec says "lost".
  lost: '낙첨',
  // Not in spec: the spec says "won".
  won: '적중',
  /** Hit-special, refunded at odds 1 (spec's own word). */
  special: '적특',
  // Not in spec: the spec says "half-lost".
  halfLost: '반패',
  // Not in spec: the spec says "half-won".
  halfWon: '반승',
  /** Pending without a status name (spec's own word). */
  pending: '대기',
} as const;

/** The settlement name of a pending slip (spec section 4, "Slip settlement"). */
export const PENDING_SETTLEMENT_NAME = '대기';

/** A status name containing this word is shown in the yellow cancel tone (spec section 4). */
export const CANCEL_STATUS_WORD = '취소';

/** Game type labels of the history lists (spec section 9: 1 sports, 2 live, 3 mini-game, 4 virtual, other casino). */
export const gameTypeLabels = {
  // Not in spec: the spec says "sports".
  sports: '스포츠',
  // Not in spec: the spec says "live"; Korean sportsbooks call in-play betting 실시간.
  live: '실시간',
  // Not in spec: the spec says "mini-game".
  minigame: '미니게임',
  // Not in spec: the spec says "virtual sports"; the site's tab reads 가상게임.
  virtual: '가상게임',
  // Not in spec: the spec says "casino".
  casino: '카지노',
} as const;

/** Level labels of roles 4 and 5 (spec section 6). Other roles read `LV.{role}`. */
export const levelLabels = {
  vip: 'VIP',
  vvip: 'VVIP',
  prefix: 'LV.',
} as const;
