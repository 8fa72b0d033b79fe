// A consumer outside the workspace: it knows Betkit only through the packed tarballs of @betkit/ui and
// @betkit/domain. The bet slip with two picks, whose first bet the "server" refuses with changed odds, so a
// press of 베팅하기 → 확인 opens the odds-change dialog; 수락 resends and the bet is placed.
import { version, type ReactNode } from 'react';
import { floorOdds, formatWon, type BetRequest } from '@betkit/domain';
import { BetSlip, Button, MoneyText, OddsText, ThemeRoot, useBetSlip } from '@betkit/ui';
import { oddsChangeAnswer, pohangOver, ulsanWin } from './picks';

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
