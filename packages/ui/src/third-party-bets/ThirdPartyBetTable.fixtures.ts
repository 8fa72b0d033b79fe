// Third-party rows shared by the stories of the table and of the history dialog's casino tab.
import type { ThirdPartyBet } from '@betkit/domain';

/** A casino bet placed and processed: Evolution baccarat, 50,000 won, the server sent no game name. */
export const baccaratBet: ThirdPartyBet = {
  id: 9005,
  gameType: 'casino',
  thirdPartyName: 'Evolution',
  gameCode: 'baccarat_01',
  date: '2026-11-22 20:41:12',
  transType: 'BET',
  amount: 50_000,
  cancelAmount: 0,
  processedAt: '2026-11-22 20:42:03',
};

/** A casino bet cancelled a minute and a half after it was placed, refunded in full: Evolution blackjack, 30,000 won. */
export const cancelledBlackjackBet: ThirdPartyBet = {
  id: 9002,
  gameType: 'casino',
  thirdPartyName: 'Evolution',
  gameCode: 'blackjack_07',
  date: '2026-11-22 19:20:00',
  transType: 'BET',
  amount: 30_000,
  cancelAt: '2026-11-22 19:21:30',
  cancelAmount: 30_000,
  processedAt: '2026-11-22 19:21:30',
};
