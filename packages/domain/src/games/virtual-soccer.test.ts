import { describe, expect, it } from 'vitest';
import { VIRTUAL_SOCCER_TITLES, matchVirtualSoccerStreams, readVirtualSoccerStreams } from './virtual-soccer';

const noStream = { Premiership: null, 'Euro Cup': null, Superleague: null, 'World Cup': null };

describe('matchVirtualSoccerStreams (spec 4: "lists are reversed before matching; titles Premiership, Euro Cup, Superleague and World Cup are matched to stream URLs")', () => {
  it('matches each of the four titles to its URL through the game\'s seq and the stream\'s idx', () => {
    const games = [
      { title: 'Premiership', seq: 1 },
      { title: 'Euro Cup', seq: 2 },
      { title: 'Superleague', seq: 3 },
      { title: 'World Cup', seq: 4 },
    ];
    const streams = [
      { idx: 4, url: 'https://s/worldcup' },
      { idx: 3, url: 'https://s/superleague' },
      { idx: 2, url: 'https://s/eurocup' },
      { idx: 1, url: 'https://s/premiership' },
    ];
    expect(matchVirtualSoccerStreams(games, streams)).toEqual({
      Premiership: 'https://s/premiership',
      'Euro Cup': 'https://s/eurocup',
      Superleague: 'https://s/superleague',
      'World Cup': 'https://s/worldcup',
    });
    expect(VIRTUAL_SOCCER_TITLES).toEqual(['Premiership', 'Euro Cup', 'Superleague', 'World Cup']);
  });

  it('reverses both lists first: the last game of a title and the last stream of an idx win', () => {
    const games = [
      { title: 'Premiership', seq: 1 },
      { title: 'Euro Cup', seq: 2 },
      { title: 'Premiership', seq: 3 },
    ];
    const streams = [
      { idx: 1, url: 'u1' },
      { idx: 2, url: 'u2' },
      { idx: 3, url: 'u3-old' },
      { idx: '3', url: 'u3' },
    ];
    expect(matchVirtualSoccerStreams(games, streams)).toEqual({ ...noStream, Premiership: 'u3', 'Euro Cup': 'u2' });
  });

  it('matches a title inside a longer one, in any case', () => {
    expect(matchVirtualSoccerStreams([{ title: 'Virtual WORLD CUP 2026', seq: 7 }], [{ idx: 7, url: 'u7' }])['World Cup']).toBe('u7');
  });

  it('no match: a title with no game, a game whose seq has no stream, or a stream without a URL is null', () => {
    expect(matchVirtualSoccerStreams([{ title: 'World Cup', seq: 9 }, { title: 'Superleague', seq: 5 }], [{ idx: 1, url: 'u1' }, { idx: 5, url: ' ' }])).toEqual(noStream);
    expect(matchVirtualSoccerStreams([], [])).toEqual(noStream);
  });

  it('survives junk rows', () => {
    expect(matchVirtualSoccerStreams(null, undefined)).toEqual(noStream);
    expect(matchVirtualSoccerStreams([{ title: 'Superleague', seq: 4 }, null as never], [{ idx: 4 }, null as never]).Superleague).toBeNull();
  });
});

describe('readVirtualSoccerStreams (spec 7: "GET /vet3/Soccer (second item gamelist, third streamlist)")', () => {
  it('reads the second item as the game list and the third as the stream list', () => {
    const answer = [{ updatedAt: '2026-11-28T10:00:00Z' }, [{ title: 'Euro Cup', seq: 2 }], [{ idx: 2, url: '/streams/eurocups.webm' }]];
    expect(readVirtualSoccerStreams(answer)).toEqual({ ...noStream, 'Euro Cup': '/streams/eurocups.webm' });
  });

  it('an answer of that shape with nothing to match is no stream, not a failure', () => {
    expect(readVirtualSoccerStreams([null, [], []])).toEqual(noStream);
  });

  it('a malformed answer is null: not a list, too short, or its lists not lists', () => {
    for (const answer of [null, undefined, '', {}, { broken: true }, [], [null, []], [null, {}, []], [null, [], 'streams'], 'x'.split('')]) {
      expect(readVirtualSoccerStreams(answer)).toBeNull();
    }
  });
});
