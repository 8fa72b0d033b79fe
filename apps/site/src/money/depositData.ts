import useSWR from 'swr';
import { bonusImageUrl, getBankNames, getChargeLabels, getDepositEvents } from '@betkit/api';
import { maskBankAccount, sameId, type SiteUser } from '@betkit/domain';
import type { DepositBonusOption } from '@betkit/ui';
import { useSite } from '../app/runtime';
import { useBankCodes } from '../app/queries';
import { bankNamesKey, depositEventsKey, depositLabelsKey } from './depositKeys';

/** What the deposit form reads from the server. */
export interface DepositData {
  /** The bonuses (GET /eventDeposit/availableEvent) with their image URLs (/api/file/download/{imagePath}). */
  readonly bonuses: readonly DepositBonusOption[];
  /** The deposit rules box (GET /labelSetting?kbn=charge, its first entry), if any. */
  readonly rules: { readonly title: string; readonly html: string } | undefined;
  /** The member's registered bank by name (GET /settingbankname, else GET /code?type=BANK) and masked number. */
  readonly memberAccount: string | undefined;
  /** The bonuses are still loading. */
  readonly loading: boolean;
}

const asList = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The bonuses, the rules box and the bank names the deposit form shows. */
export function useDepositData(user: SiteUser): DepositData {
  const { client } = useSite();
  const events = useSWR(depositEventsKey, () => getDepositEvents(client));
  const labels = useSWR(depositLabelsKey, () => getChargeLabels(client));
  const codes = useBankCodes();
  const names = useSWR(bankNamesKey, () => getBankNames(client));

  const bonuses = asList<{ id: number; label: string; detail?: string; imagePath?: string }>(events.data).map(
    ({ id, label, detail, imagePath }): DepositBonusOption => ({
      id,
      label,
      detail,
      imageUrl: imagePath ? bonusImageUrl(client, imagePath) : undefined,
    }),
  );
  // Not in spec: which entry of kbn=charge is the deposit's; the first (the withdrawal has its own).
  const rule = asList<{ label: string; contents: string }>(labels.data)[0];
  const bankName =
    asList<{ bankName: string; bankCode: unknown }>(names.data).find(({ bankCode }) => sameId(bankCode, user.bankCode))?.bankName ??
    codes.find(({ codeId }) => sameId(codeId, user.bankCode))?.codeName;
  const masked = user.bankAccountNumber ? maskBankAccount(user.bankAccountNumber) : '';
  const memberAccount = [bankName, masked].filter(Boolean).join(' ') || undefined;

  return {
    bonuses,
    rules: rule ? { title: rule.label, html: rule.contents } : undefined,
    memberAccount,
    loading: events.isLoading,
  };
}
