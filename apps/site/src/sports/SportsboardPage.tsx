import { INPLAY_REFRESH_SECONDS, gameResultNames, type GameResult } from '@betkit/domain';
import { GameResultTable, PageSection } from '@betkit/ui';
import { QueryState } from '../app/QueryState';
import { useSportsboard } from './queries';
import { inplayPath } from '../app/paths';
import { SiteLink } from '../app/routerLinks';

/** Not in spec: the page's words. */
const sportsboardLabels = {
  title: '스포츠 중계',
  intro: '진행 중인 경기의 스코어를 5초마다 갱신합니다.',
  loading: '진행 중인 경기를 불러오는 중입니다.',
  list: '실시간 스코어',
  empty: '진행 중인 경기가 없습니다.',
  time: '시작시간',
  toInplay: '실시간 베팅하기',
} as const;

/**
 * /sportsboard (spec 2 names the route and the sidebar's banner to it). Not in spec: the live scores of the in-play
 * list, read every 5 seconds like the in-play board, with the way to bet on them.
 */
export default function SportsboardPage() {
  const scores = useSportsboard(INPLAY_REFRESH_SECONDS * 1000);
  // Sport and league read in Korean through the domain's dictionaries, as on the result pages.
  const rows: GameResult[] = (Array.isArray(scores.data) ? scores.data : []).map((fixture) =>
    gameResultNames({
      fixtureId: fixture.fixtureId,
      sportName: fixture.sportNameKorean || fixture.sportName,
      leagueName: fixture.leagueName,
      homeName: fixture.homeName,
      awayName: fixture.awayName,
      startdate: fixture.startdate,
      score: fixture.score ?? '-',
    }),
  );
  return (
    <PageSection
      title={sportsboardLabels.title}
      width="reading"
      action={(className) => (
        <SiteLink to={inplayPath} className={className}>
          {sportsboardLabels.toInplay}
        </SiteLink>
      )}
      intro={sportsboardLabels.intro}
    >
      {/* A failed re-read keeps the last scores; only a first read that failed shows the failure. */}
      <QueryState query={scores} loading={sportsboardLabels.loading} keepData>
        {() => (
          <GameResultTable
            rows={rows}
            totalCount={rows.length}
            pageSize={Math.max(1, rows.length)}
            page={1}
            onPageChange={() => undefined}
            labels={{ list: sportsboardLabels.list, empty: sportsboardLabels.empty, time: sportsboardLabels.time }}
          />
        )}
      </QueryState>
    </PageSection>
  );
}
