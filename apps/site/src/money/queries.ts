// The money screens' reads and their SWR keys: the deposit form's data, the deposit and withdrawal histories and the
// point and comp histories. The writes (depositActions, chargeHistoryActions, walletConversion, withdrawRequest) go
// through app/useWrite.ts and revalidate these keys by their predicates.
import useSWR from 'swr';
import { bonusImageUrl, DEFAULT_ERROR_MESSAGE, getBankNames, getChargeLabels, getCharges, getCompHistory, getDepositEvents, getPointHistory } from '@betkit/api';
import {
  CHARGE_HISTORY_PAGE_SIZE,
  latestConversionRows,
  maskBankAccount,
  sameId,
  type ChargeRecord,
  type ConversionHistoryRow,
  type ConversionKind,
  type DepositMode,
  type SiteUser,
} from '@betkit/domain';
import type { DepositBonusOption } from '@betkit/ui';
import { errorText, THROWN_MESSAGE } from '../app/errors';
import { useBankCodes } from '../app/queries';
import { useSite } from '../app/runtime';
import { useSession } from '../app/session';
import { MEMBER_KEY_PREFIX } from '../session/queries';

// --- The deposit form's reads (GET /eventDeposit/availableEvent, /labelSetting?kbn=charge, /settingbankname; the bank
// codes are app/queries.ts'): reference data no write here revalidates.

const depositEventsKey = ['deposit', 'events'] as const;
const depositLabelsKey = ['deposit', 'labels'] as const;
const bankNamesKey = ['deposit', 'bank-names'] as const;

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

// --- The deposit and withdrawal histories. Every key starts with 'me:charges', so a deposit or a withdrawal request
// (and a hide) revalidates both histories with one filter: mutate(isChargeHistoryKey).

/** The prefix every charge history key shares. */
const CHARGE_HISTORY_KEY_PREFIX = 'me:charges';

/** True for a charge history key. */
export const isChargeHistoryKey = (key: unknown): boolean => typeof key === 'string' && key.startsWith(CHARGE_HISTORY_KEY_PREFIX);

/** One page of one history; the member id keeps two logins apart. */
const chargeHistoryKey = (memberId: number, depositMode: DepositMode, page: number) =>
  `${CHARGE_HISTORY_KEY_PREFIX}:${memberId}:${depositMode}:${page}`;

/** One page of a deposit or withdrawal history. */
export interface ChargeHistoryPage {
  readonly rows: readonly ChargeRecord[];
  readonly totalCount: number;
}

const toCount = (value: unknown) => {
  const count = Number(value);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
};

/** GET /charge?memberId&perpage=10&page&depositMode&userDisplayFlag=1: one page of a member's deposits or withdrawals; the previous page stays while the next loads. */
export function useChargeHistory(memberId: number, depositMode: DepositMode, page: number) {
  const { client } = useSite();
  return useSWR(
    chargeHistoryKey(memberId, depositMode, page),
    async (): Promise<ChargeHistoryPage> => {
      const answer = await getCharges(client, { memberId, depositMode, page, perpage: CHARGE_HISTORY_PAGE_SIZE });
      return { rows: Array.isArray(answer?.list) ? answer.list : [], totalCount: toCount(answer?.totalCount) };
    },
    { keepPreviousData: true },
  );
}

// --- The point and comp histories: member-scoped like the session's keys, so a new login never reads the previous
// member's cache.

/** The point or comp history of a member; null when logged out. */
function pointsHistoryKey(kind: ConversionKind, memberId: number | undefined, token: string | null): string | null {
  return memberId === undefined || token === null ? null : `${MEMBER_KEY_PREFIX}:${kind}-history:${memberId}:${token}`;
}

/** True for any point or comp history key (refreshed after a conversion). */
export const isPointsHistoryKey = (key: unknown): boolean => typeof key === 'string' && /^me:(point|comp)-history:/.test(key);

/** What the point or comp dialog shows of its history. */
export interface PointsHistory {
  /** The latest 10 entries; undefined while the first read runs. */
  readonly rows: readonly ConversionHistoryRow[] | undefined;
  /** Why the history could not be read (the server's text), or null. */
  readonly error: string | null;
  /** Reads it again. */
  readonly retry: () => Promise<unknown>;
}

/** The member's point or comp history (GET /point/user/{id}, /comp/user/{id}), read while `enabled` (the dialog is open). */
export function usePointsHistory(kind: ConversionKind, enabled: boolean): PointsHistory {
  const { client } = useSite();
  const { user, token } = useSession();
  const memberId = user?.id;
  const { data, error, mutate } = useSWR(enabled ? pointsHistoryKey(kind, memberId, token) : null, async () =>
    latestConversionRows(kind, kind === 'point' ? await getPointHistory(client, memberId!) : await getCompHistory(client, memberId!)),
  );
  return { rows: error ? undefined : data, error: error ? errorText(error, DEFAULT_ERROR_MESSAGE, { unanswered: THROWN_MESSAGE }) : null, retry: () => mutate() };
}
