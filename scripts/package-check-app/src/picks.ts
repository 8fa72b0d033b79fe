// The slip's two picks and the server's odds-change answer, shared by the slip app and the dialog-only page.
import { marketLabel, type OddsChangeEntry } from '@betkit/domain';
import type { SlipSelection } from '@betkit/ui';

const UPDATED = '2026-11-22T11:58:00Z';

/** A pick as an odds board adds it, with the feed's fields. */
function pick(input: Pick<SlipSelection, 'id' | 'fixtureId' | 'homeName' | 'awayName' | 'leagueName' | 'betName' | 'betPrice'> & {
  marketId: number;
  marketName: string;
  betLine?: string;
  version: number;
}): SlipSelection {
  return {
    ...input,
    sportId: 6046,
    marketNameKorean: marketLabel(input.marketName),
    betLine: input.betLine ?? null,
    betBaseline: input.betLine ?? null,
    providerId: 8,
    providerName: 'Bet365',
    betStatus: 1,
    lastUpdate: UPDATED,
    createdAt: UPDATED,
    updatedAt: UPDATED,
  };
}

export const ulsanWin = pick({
  id: 710011,
  fixtureId: 9_101_001,
  leagueName: 'K리그1',
  homeName: '울산 HD',
  awayName: '전북 현대',
  marketId: 1,
  marketName: '1X2',
  betName: '1',
  betPrice: 2.1,
  version: 3,
});

export const pohangOver = pick({
  id: 710022,
  fixtureId: 9_101_002,
  leagueName: 'K리그1',
  homeName: '포항 스틸러스',
  awayName: '대구 FC',
  marketId: 2,
  marketName: 'Under/Over',
  betName: 'Over',
  betLine: '2.5',
  betPrice: 1.85,
  version: 1,
});

/** The server's odds-change answer: 울산 HD 2.10 → 1.95. */
export const oddsChangeAnswer: OddsChangeEntry[] = [{ oddsId: ulsanWin.id, fixtureId: ulsanWin.fixtureId, betPrice: 1.95, version: 4 }];
