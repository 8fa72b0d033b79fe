// GET /code?type=BANK, the banks' codes and names: one read for every screen that names a bank (deposit, withdraw, join).
import useSWR from 'swr';
import { getBankCodes } from '@betkit/api';
import { listOf, type BankCode } from '@betkit/domain';
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
