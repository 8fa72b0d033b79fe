// A consumer outside the workspace: it knows Betkit only through the packed tarballs of @betkit/ui and
// @betkit/domain. The bet slip with two picks, whose first bet the "server" refuses with changed odds, so a
// press of 베팅하기 → 확인 opens the odds-change dialog; 수락 resends and the bet is placed.
import { version, type ReactNode } from 'react';
import { floorOdds, formatWon, marketLabel, type BetRequest, type OddsChangeEntry } from '@betkit/domain';
import { BetSlip, Button, MoneyText, OddsText, ThemeRoot, useBetSlip, type SlipSelection } from '@betkit/ui';

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

const ulsanWin = pick({
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

const pohangOver = pick({
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
const oddsChangeAnswer: OddsChangeEntry[] = [{ oddsId: ulsanWin.id, fixtureId: ulsanWin.fixtureId, betPrice: 1.95, version: 4 }];

const sent: BetRequest[] = [];

/** The first bet is refused as @betkit/api's ApiError would carry an odds change; the resent one is placed. */
async function placeBet(request: BetRequest): Promise<unknown> {
  sent.push(request);
  if (sent.length === 1) throw Object.assign(new Error(''), { name: 'ApiError', status: 400, body: oddsChangeAnswer });
  return { message: '베팅이 완료되었습니다.' };
}

export function SlipPage({ children }: { children?: ReactNode }) {
  const state = useBetSlip({
    area: 'prematch',
    member: { id: 1042, emoney: 3_000_000 },
    initialSelections: [ulsanWin, pohangOver],
    defaultOddsChangePolicy: 'ask',
    onPlaceBet: placeBet,
    onLoginRequired: () => {},
  });
  return (
    <ThemeRoot theme="dark">
      <main data-testid="consumer" data-react={version}>
        <Button>입금하기</Button>
        <MoneyText amount={1234567} />
        <OddsText odds={floorOdds(2.999)} />
        <p data-testid="formatted">{formatWon(5000)}</p>
        {children}
        <BetSlip state={state} />
      </main>
    </ThemeRoot>
  );
}
