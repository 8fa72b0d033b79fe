import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Selection } from '../entities';
import { type BettingLimits } from '../limits';
import {
  EMPTY_SLIP,
  initialSubmissionState,
  transition,
  type SlipDraft,
  type SubmissionEvent,
  type SubmissionState,
} from './submission';

const limits: BettingLimits = { minBet: 5_000, maxBet: 2_000_000, maxWinnings: 5_000_000, maxTotalOdds: 100 };
const home: Selection = { id: 101, fixtureId: 1, betPrice: 1.85, version: 7, marketName: '1X2', betName: '1' };
const away: Selection = { id: 102, fixtureId: 2, betPrice: 2.1, version: 7, marketName: '1X2', betName: '2' };
const slip: SlipDraft = { selections: [home, away], amount: 10_000 };

const request: SubmissionEvent = { type: 'request', loggedIn: true, limits };
const run = (events: readonly SubmissionEvent[], state: SubmissionState = initialSubmissionState(slip)) =>
  events.reduce(transition, state);

describe('given a slip being edited', () => {
  it('starts editing with no message; the default slip is empty', () => {
    expect(initialSubmissionState(slip)).toEqual({ status: 'editing', slip, message: null, loginRequired: false });
    expect(initialSubmissionState().slip).toBe(EMPTY_SLIP);
    expect(EMPTY_SLIP).toEqual({ selections: [], amount: 0 });
  });

  it('when the bet button is pressed and the checks pass, then the confirm dialog asks "베팅하시겠습니까?"', () => {
    expect(run([request])).toEqual({ status: 'confirming', slip, message: '베팅하시겠습니까?' });
  });

  it('when a check fails, then the slip stays editable with the check\'s text', () => {
    const state = run([{ type: 'edit', slip: { ...slip, amount: 1_000 } }, request]);
    expect(state).toMatchObject({ status: 'editing', message: '최소 베팅은 5,000원 이상입니다.' });
    expect(run([{ type: 'dismiss' }], state)).toMatchObject({ status: 'editing', message: null });
  });

  it('when the stake is above the balance given with the request, then the slip stays editable with the balance text', () => {
    const state = run([{ ...request, emoney: 5_000 }]);
    expect(state).toMatchObject({ status: 'editing', message: '보유머니 5,000원을 초과하여 베팅하실수 없습니다.' });
  });

  it('when nobody is logged in, then the login dialog opens', () => {
    expect(run([{ ...request, loggedIn: false }])).toMatchObject({ status: 'editing', loginRequired: true, message: null });
  });

  it('events that do not apply while editing leave the state as it is', () => {
    const state = initialSubmissionState(slip);
    for (const type of ['confirm', 'cancel', 'succeed', 'acceptChange'] as const) {
      expect(transition(state, { type })).toBe(state);
    }
    expect(transition(state, { type: 'fail', body: 'x' })).toBe(state);
    expect(transition(state, { type: 'reset' })).toEqual(initialSubmissionState());
  });

  it('junk states and events change nothing and never throw', () => {
    const state = initialSubmissionState(slip);
    expect(transition(state, null as never)).toBe(state);
    expect(transition(undefined as never, request)).toEqual(initialSubmissionState());
  });
});

describe('given the confirm dialog is open', () => {
  const confirming = run([request]);

  it('when the member confirms, then the request is sent (submitting)', () => {
    expect(transition(confirming, { type: 'confirm' })).toEqual({ status: 'submitting', slip, message: null });
  });

  it('when the member cancels, then the slip is editable again', () => {
    expect(transition(confirming, { type: 'cancel' })).toEqual(initialSubmissionState(slip));
  });

  it('other events are ignored while the dialog is open', () => {
    expect(transition(confirming, request)).toBe(confirming);
    expect(transition(confirming, { type: 'edit', slip: EMPTY_SLIP })).toBe(confirming);
  });
});

describe('given a submission is running', () => {
  const submitting = run([request, { type: 'confirm' }]);

  it('when the member tries again, then it is refused with "베팅 진행 중입니다."', () => {
    for (const event of [request, { type: 'confirm' }, { type: 'acceptChange' }, { type: 'reset' }] as const) {
      expect(transition(submitting, event)).toEqual({ status: 'submitting', slip, message: '베팅 진행 중입니다.' });
    }
    expect(transition(submitting, { type: 'edit', slip: EMPTY_SLIP })).toMatchObject({ slip, message: '베팅 진행 중입니다.' });
  });

  it('closing a notice or cancelling cannot call the request back', () => {
    expect(transition(submitting, { type: 'cancel' })).toBe(submitting);
    expect(transition(submitting, { type: 'dismiss' })).toBe(submitting);
  });

  it('when the server accepts, then the slip is cleared and the amount reset', () => {
    expect(transition(submitting, { type: 'succeed' })).toEqual({ status: 'accepted', slip: EMPTY_SLIP, message: null });
  });

  it('when the server refuses, then its text (or the default) is shown and the slip kept', () => {
    expect(transition(submitting, { type: 'fail', body: '마감된 경기입니다.' })).toEqual({
      status: 'rejected',
      slip,
      message: '마감된 경기입니다.',
    });
    expect(transition(submitting, { type: 'fail', body: undefined })).toMatchObject({
      message: '알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.',
    });
  });

  it('when the server answers with changed odds, then the dialog "[배당변경]베팅을 수락하시겠습니까?" lists them', () => {
    const answer = [{ oddsId: 101, betPrice: 1.8, version: 8 }];
    const viaFail = transition(submitting, { type: 'fail', body: answer });
    expect(viaFail).toMatchObject({ status: 'odds-changed', message: '[배당변경]베팅을 수락하시겠습니까?', answer });
    expect(viaFail.status === 'odds-changed' && viaFail.rows.map((row) => row.changed)).toEqual([true, false]);
    expect(transition(submitting, { type: 'oddsChanged', answer })).toEqual(viaFail);
  });
});

describe('given the odds-change dialog is open', () => {
  const answer = [{ oddsId: 101, betPrice: 1.8, version: 8 }];
  const changed = run([request, { type: 'confirm' }, { type: 'oddsChanged', answer }]);

  it('when the member accepts ("수락"), then the slip is resubmitted with the new prices and versions', () => {
    const state = transition(changed, { type: 'acceptChange' });
    expect(state.status).toBe('submitting');
    expect(state.slip.selections[0]).toEqual({ ...home, betPrice: 1.8, version: 8, betStartPrice: 1.85 });
    expect(state.slip.amount).toBe(10_000);
  });

  it('when the member cancels, then betting is enabled again with the slip as it was', () => {
    expect(transition(changed, { type: 'cancel' })).toEqual(initialSubmissionState(slip));
  });

  it('other events are ignored', () => {
    expect(transition(changed, request)).toBe(changed);
    expect(transition(changed, { type: 'succeed' })).toBe(changed);
  });
});

describe('given the bet was accepted', () => {
  const accepted = run([request, { type: 'confirm' }, { type: 'succeed' }]);

  it('late or repeated answers never bring the slip back', () => {
    for (const event of [{ type: 'succeed' }, { type: 'fail', body: 'x' }, { type: 'oddsChanged', answer: [{ betPrice: 2 }] }, { type: 'acceptChange' }, { type: 'confirm' }] as const) {
      expect(transition(accepted, event)).toBe(accepted);
    }
    expect(run([request], accepted)).toMatchObject({ status: 'editing', slip: EMPTY_SLIP, message: '베팅을 선택해주세요.' });
  });

  it('the member can start a new slip', () => {
    expect(transition(accepted, { type: 'edit', slip })).toEqual(initialSubmissionState(slip));
    expect(transition(accepted, { type: 'dismiss' })).toEqual(initialSubmissionState());
  });
});

describe('given any sequence of events (1,000 runs)', () => {
  const event: fc.Arbitrary<SubmissionEvent> = fc.oneof(
    fc.constant({ type: 'edit', slip } as const),
    fc.constant({ type: 'edit', slip: { ...slip, amount: 1 } } as const),
    fc.constant(request),
    fc.constant({ ...request, loggedIn: false }),
    fc.constantFrom(
      ...(['confirm', 'cancel', 'succeed', 'acceptChange', 'dismiss', 'reset'] as const).map((type) => ({ type })),
    ),
    fc.constant({ type: 'fail', body: 'x' } as const),
    fc.constant({ type: 'fail', body: [{ oddsId: 101, betPrice: 1.7 }] } as const),
    fc.constant({ type: 'oddsChanged', answer: [{ oddsId: 102, betPrice: 2.5 }] } as const),
  );

  it('a slip is never sent twice and never reappears after success', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialSubmissionState(slip);
        for (const next of events) {
          const after = transition(state, next);
          // Entering 'submitting' only from the confirm or odds-change dialog, never from itself.
          if (after.status === 'submitting' && state.status !== 'submitting') {
            expect(['confirming', 'odds-changed']).toContain(state.status);
          }
          // Only an answer ends a running submission.
          if (state.status === 'submitting' && after.status !== 'submitting') {
            expect(['succeed', 'fail', 'oddsChanged']).toContain(next.type);
          }
          if (after.status === 'accepted') expect(after.slip).toBe(EMPTY_SLIP);
          // After a success the slip stays empty until the member edits a new one.
          if (state.slip === EMPTY_SLIP && after.slip !== EMPTY_SLIP) expect(next.type).toBe('edit');
          state = after;
        }
      }),
      { numRuns: 1000 },
    );
  });
});
