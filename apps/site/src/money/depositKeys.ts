// SWR keys of the deposit screen's reads (GET /eventDeposit/availableEvent, /labelSetting?kbn=charge,
// /settingbankname; the bank codes are app/bankCodes.ts'). Each starts with 'deposit' so one predicate finds them all.

export const depositEventsKey = ['deposit', 'events'] as const;
export const depositLabelsKey = ['deposit', 'labels'] as const;
export const bankNamesKey = ['deposit', 'bank-names'] as const;

/** True for the keys of the deposit screen's reads. */
export function isDepositKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'deposit';
}
