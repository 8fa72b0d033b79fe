import { getJackpot } from '@betkit/api';
import { toFiniteNumber } from '@betkit/domain';
import { useBoardRead, type BoardRead } from './boardRead';

/** Spec 9: the jackpot counter goes up after 30 seconds: the value is read again every 30 s. */
export const JACKPOT_REFRESH_MS = 30_000;

/** GET /jackpot: the jackpot value, read again every 30 seconds. */
export function useJackpot(): BoardRead<number> {
  return useBoardRead(
    'site:jackpot',
    async (client) => toFiniteNumber((await getJackpot(client))?.jackpot) ?? 0,
    JACKPOT_REFRESH_MS,
  );
}
