import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstGameCode,
  gameListQuery,
  initialLaunchState,
  launchTransition,
  platformForViewport,
  playQuery,
  type LaunchEvent,
  type LaunchState,
} from './third-party-launch';

const run = (events: LaunchEvent[], from: LaunchState = initialLaunchState) => events.reduce(launchTransition, from);
const launch = (viewportWidth = 1920, userId: string | null = 'member01'): LaunchEvent => ({
  type: 'launch',
  userId,
  thirdPartyCode: 'evolution',
  viewportWidth,
});

describe('third-party game launch (spec sections 4, 7 and 8)', () => {
  it('builds the spec queries', () => {
    expect(gameListQuery('evolution')).toEqual({ thirdpartycode: 'evolution' });
    expect(playQuery({ userId: 'u1', thirdPartyCode: 'evolution', gameCode: 'lobby', platform: 'PC' })).toEqual({
      userid: 'u1',
      thirdpartycode: 'evolution',
      gamecode: 'lobby',
      platform: 'PC',
    });
  });

  it('chooses MOBILE at 767 px or less, PC above', () => {
    expect(platformForViewport(424)).toBe('MOBILE');
    expect(platformForViewport(767)).toBe('MOBILE');
    expect(platformForViewport(768)).toBe('PC');
    expect(platformForViewport(Number.NaN)).toBe('PC');
    expect(platformForViewport(undefined)).toBe('PC');
  });

  describe('given a logged-in member on a desktop', () => {
    it('fetches the provider game list, then the play link, then opens it', () => {
      const loadingGames = run([launch()]);
      expect(loadingGames).toEqual({
        status: 'loadingGames',
        userId: 'member01',
        platform: 'PC',
        request: { path: 'enjoycx/gamelist', query: { thirdpartycode: 'evolution' } },
      });
      const loadingLink = launchTransition(loadingGames, { type: 'gamesLoaded', list: [{ code: 'lobby' }] });
      expect(loadingLink).toEqual({
        status: 'loadingLink',
        request: {
          path: '/enjoycx/play',
          query: { userid: 'member01', thirdpartycode: 'evolution', gamecode: 'lobby', platform: 'PC' },
        },
      });
      const opening = launchTransition(loadingLink, { type: 'linkLoaded', link: 'https://games.example/play?t=1' });
      expect(opening).toEqual({ status: 'opening', link: 'https://games.example/play?t=1' });
      expect(launchTransition(opening, { type: 'windowOpened' })).toEqual({
        status: 'opened',
        link: 'https://games.example/play?t=1',
      });
    });

    it('asks for the MOBILE link on a 424 px viewport', () => {
      const state = run([launch(424), { type: 'gamesLoaded', list: [{ code: 7 }] }]);
      expect(state.status === 'loadingLink' && state.request.query).toMatchObject({ platform: 'MOBILE', gamecode: '7' });
    });

    it('alerts the blocked popup', () => {
      const state = run([launch(), { type: 'gamesLoaded', list: [{ code: 'a' }] }, { type: 'linkLoaded', link: 'x' }, { type: 'popupBlocked' }]);
      expect(state).toEqual({ status: 'failed', alert: '팝업이 차단 되었습니다.\n팝업 차단을 해제하고 이용 해주세요' });
    });

    it.each<[string, LaunchEvent[]]>([
      ['the game list call fails', [{ type: 'gamesFailed' }]],
      ['the game list is empty', [{ type: 'gamesLoaded', list: [] }]],
      ['the game list is malformed', [{ type: 'gamesLoaded', list: null }]],
      ['no game has a code', [{ type: 'gamesLoaded', list: [{ code: ' ' }, { code: null }] }]],
      ['the play call fails', [{ type: 'gamesLoaded', list: [{ code: 'a' }] }, { type: 'linkFailed' }]],
      ['there is no link', [{ type: 'gamesLoaded', list: [{ code: 'a' }] }, { type: 'linkLoaded', link: '' }]],
      ['the link is missing', [{ type: 'gamesLoaded', list: [{ code: 'a' }] }, { type: 'linkLoaded', link: undefined }]],
    ])('says 점검중입니다. when %s', (_, events) => {
      expect(run([launch(), ...events])).toEqual({ status: 'failed', alert: '점검중입니다.' });
    });
  });

  it('requires login', () => {
    expect(run([launch(1920, null)])).toEqual({ status: 'failed', alert: '로그인 후 이용해주세요.' });
    expect(run([launch(1920, '  ')])).toEqual({ status: 'failed', alert: '로그인 후 이용해주세요.' });
  });

  it('says 점검중입니다. for a blank provider code', () => {
    expect(run([{ type: 'launch', userId: 'u', thirdPartyCode: '', viewportWidth: 1 }])).toEqual({
      status: 'failed',
      alert: '점검중입니다.',
    });
  });

  it('ignores events that do not fit the state, and a second launch while one runs', () => {
    expect(run([{ type: 'windowOpened' }])).toEqual(initialLaunchState);
    const loadingGames = run([launch()]);
    expect(launchTransition(loadingGames, { type: 'linkLoaded', link: 'x' })).toBe(loadingGames);
    expect(launchTransition(loadingGames, launch(424))).toBe(loadingGames);
    const loadingLink = launchTransition(loadingGames, { type: 'gamesLoaded', list: [{ code: 'a' }] });
    expect(launchTransition(loadingLink, { type: 'gamesFailed' })).toBe(loadingLink);
    const opening = launchTransition(loadingLink, { type: 'linkLoaded', link: 'x' });
    expect(launchTransition(opening, { type: 'linkFailed' })).toBe(opening);
  });

  it('launches again after a failure or an opened window, and resets from anywhere', () => {
    const failed = run([launch(1920, null)]);
    expect(launchTransition(failed, launch()).status).toBe('loadingGames');
    const opened = run([launch(), { type: 'gamesLoaded', list: [{ code: 'a' }] }, { type: 'linkLoaded', link: 'x' }, { type: 'windowOpened' }]);
    expect(launchTransition(opened, launch()).status).toBe('loadingGames');
    expect(launchTransition(run([launch()]), { type: 'reset' })).toEqual({ status: 'idle' });
  });

  it('restarts from idle on a malformed state', () => {
    expect(launchTransition({ status: 'bogus' } as unknown as LaunchState, { type: 'gamesFailed' })).toEqual({ status: 'idle' });
  });

  it('takes the first game with a code', () => {
    expect(firstGameCode([null, 'x', { code: '' }, { code: Number.NaN }, { code: 'b' }, { code: 'c' }])).toBe('b');
    expect(firstGameCode({ list: [] })).toBeUndefined();
  });

  it('always lands in a known state, whatever the events', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('launch' as const), userId: fc.option(fc.string()), thirdPartyCode: fc.string(), viewportWidth: fc.double() }),
      fc.record({ type: fc.constant('gamesLoaded' as const), list: fc.option(fc.array(fc.record({ code: fc.option(fc.oneof(fc.string(), fc.integer())) }))) }),
      fc.record({ type: fc.constant('linkLoaded' as const), link: fc.option(fc.string()) }),
      fc.constantFrom<LaunchEvent>(
        { type: 'gamesFailed' },
        { type: 'linkFailed' },
        { type: 'windowOpened' },
        { type: 'popupBlocked' },
        { type: 'reset' },
      ),
    );
    fc.assert(
      fc.property(fc.array(event as fc.Arbitrary<LaunchEvent>, { maxLength: 12 }), (events) => {
        const state = run(events);
        expect(['idle', 'loadingGames', 'loadingLink', 'opening', 'opened', 'failed']).toContain(state.status);
      }),
      { numRuns: 1000 },
    );
  });
});
