// The reads more than one area shares: the bank codes (deposit, withdraw, join) and the mini-game list (the game pages
// and the sport tree's groups), each one key and one fetcher.
import useSWR from 'swr';
import { getBankCodes, getMinigames, type MinigameSummary } from '@betkit/api';
import { listOf, sameId, type BankCode } from '@betkit/domain';
import { useSite } from './runtime';

/** The SWR key of the bank codes (reference data: no write revalidates it). */
export const bankCodesKey = ['bank-codes'] as const;

const NO_BANKS: readonly BankCode[] = [];

/** The bank codes; empty until read, or when the answer is not a list. */
export function useBankCodes(): readonly BankCode[] {
  const { client } = useSite();
  const { data } = useSWR(bankCodesKey, () => getBankCodes(client).then((answer) => listOf<BankCode>(answer)));
  return data ?? NO_BANKS;
}

/** Every mini-game (the route finds its game and siblings here). */
export const minigameListKey = 'minigame:list';

/** GET the mini-games: an answer that is not a list reads as none, never as a crash. */
export function useMinigameList() {
  const { client } = useSite();
  return useSWR(minigameListKey, () => getMinigames(client).then((answer) => listOf<MinigameSummary>(answer)), { revalidateOnFocus: false });
}

/** A bank's name from GET /code?type=BANK (undefined until read, or when the code is not listed). */
export function useBankName(bankCode: unknown): string | undefined {
  return useBankCodes().find((bank) => sameId(bank.codeId, bankCode))?.codeName;
}
