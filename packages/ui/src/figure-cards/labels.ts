// Korean labels of FigureCards. Game type and basis names, and the explanations, come from @betkit/domain.
import { ROLLING_GAME_TYPE_NAMES } from '@betkit/domain';
import type { Labels } from '../labels';

/** Every label of FigureCards; pass a part of it as the `labels` prop to change some. */
export const figureCardsLabels = {
  // Not in spec: the dashboard's card names.
  /** The cards' region name. */
  name: '기간 실적',
  deposits: '입금 합계',
  withdrawals: '출금 합계',
  stakes: '베팅 합계',
  wins: '당첨 합계',
  memberCount: '회원 수',
  members: (count: number) => `${count.toLocaleString('ko-KR')}명`,
  rolling: '롤링',
  rollingTotal: '롤링 합계',
  rollingLine: (gameType: string, rate: string) => `${gameType} (${rate})`,
  losing: '루징 정산',
  basis: (name: string) => `기준: ${name}`,
  contractPercent: (percent: string) => `계약 요율 ${percent}`,
  carried: '이월',
  carriedNote: '마이너스 기간은 지급되지 않고 다음 기간으로 이월됩니다.',
  agentLevels: '에이전트 등급',
  /** Each agent kind's name: the game types' own, and the losing agent. */
  agents: { ...ROLLING_GAME_TYPE_NAMES, losing: '루징' },
  noLevel: '-',
};

/** Overrides of FigureCards' labels. */
export type FigureCardsLabels = Labels<typeof figureCardsLabels>;
