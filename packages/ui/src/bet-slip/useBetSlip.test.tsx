// @vitest-environment happy-dom
// The hook's edge cases that a story cannot show: what reaches the container's callbacks, and when.
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBonusSelection, type BetRequest } from '@betkit/domain';
import { lgHandicap, oddsChangeAnswer, prematchSlip, seoulDraw, storyBonusSetting, storyMember, ulsanWin, pohangOver } from './storyData';
import { useBetSlip, type UseBetSlipOptions } from './useBetSlip';

// React reports a state update on an unmounted component, or an act() warning, through console.error.
const consoleErrors = vi.spyOn(console, 'error');
afterEach(() => {
  consoleErrors.mockClear();
});

/** A bet call whose answer the test gives when it wants. */
function deferredBetCall() {
  const calls: { request: BetRequest; resolve: (answer: unknown) => void; reject: (error: unknown) => void }[] = [];
  const onPlaceBet = vi.fn(
    (request: BetRequest) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ request, resolve, reject });
      }),
  );
  return { calls, onPlaceBet };
}

function options(overrides: Partial<UseBetSlipOptions> = {}): UseBetSlipOptions {
  return {
    member: storyMember,
    onPlaceBet: vi.fn(() => Promise.resolve({ ok: true })),
    onLoginRequired: vi.fn(),
    onSuccess: vi.fn(),
    onSelectionsChange: vi.fn(),
    onOddsChangePolicyChange: vi.fn(),
    defaultOddsChangePolicy: 'ask',
    ...overrides,
  };
}

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

/** Types a stake, presses the bet button and the confirm's '확인'. */
function placeBet(slip: { current: ReturnType<typeof useBetSlip> }, amount = '10,000') {
  act(() => slip.current.setAmountText(amount));
  act(() => slip.current.submit());
  act(() => slip.current.confirm());
}

describe('given a slip restored from storage', () => {
  it('reports nothing on mount, nor when the container re-renders with an equal bonus setting', () => {
    const props = options({ initialSelections: prematchSlip(ulsanWin, lgHandicap, pohangOver), bonusSetting: { ...storyBonusSetting } });
    const { result, rerender } = renderHook((current: UseBetSlipOptions) => useBetSlip(current), { initialProps: props, wrapper: strict });
    rerender({ ...props, bonusSetting: { ...storyBonusSetting } });
    expect(result.current.selections).toHaveLength(4);
    expect(props.onSelectionsChange).not.toHaveBeenCalled();
    expect(props.onOddsChangePolicyChange).not.toHaveBeenCalled();
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(props.onLoginRequired).not.toHaveBeenCalled();
    expect(props.onPlaceBet).not.toHaveBeenCalled();
  });

  it('reports the slip once when the bonus setting arrives and earns a bonus item', () => {
    const props = options({ initialSelections: [ulsanWin, lgHandicap, pohangOver] });
    const { result, rerender } = renderHook((current: UseBetSlipOptions) => useBetSlip(current), { initialProps: props });
    expect(result.current.selections.some(isBonusSelection)).toBe(false);
    rerender({ ...props, bonusSetting: storyBonusSetting });
    expect(result.current.selections[0]).toMatchObject({ slipName: '3폴더 보너스' });
    expect(props.onSelectionsChange).toHaveBeenCalledTimes(1);
    expect(props.onSelectionsChange).toHaveBeenLastCalledWith(result.current.selections);
  });
});

describe('given a member editing the slip', () => {
  it('reports each change of the items once, with the new items', () => {
    const props = options();
    const { result } = renderHook(() => useBetSlip(props), { wrapper: strict });
    act(() => result.current.add(ulsanWin));
    act(() => result.current.toggle(seoulDraw));
    act(() => result.current.toggle(seoulDraw));
    expect(props.onSelectionsChange).toHaveBeenCalledTimes(3);
    expect(props.onSelectionsChange).toHaveBeenLastCalledWith([ulsanWin]);
  });

  it('reports nothing for an edit that changes nothing', () => {
    const props = options({ initialSelections: [ulsanWin] });
    const { result } = renderHook(() => useBetSlip(props));
    act(() => result.current.remove(seoulDraw.id));
    act(() => result.current.setOddsChangePolicy('ask'));
    expect(props.onSelectionsChange).not.toHaveBeenCalled();
    expect(props.onOddsChangePolicyChange).not.toHaveBeenCalled();
  });

  it('reports a policy change once, and the auto-accept toggle as the policy it turns on', () => {
    const onOddsChangePolicyChange = vi.fn();
    const props = options({ onOddsChangePolicyChange });
    const { result } = renderHook(() => useBetSlip(props));
    act(() => result.current.setOddsChangePolicy('accept-higher'));
    act(() => result.current.setAutoAccept(false));
    act(() => result.current.setAutoAccept(true));
    expect(onOddsChangePolicyChange.mock.calls).toEqual([['accept-higher'], ['ask'], ['accept-higher']]);
  });
});

describe('given a guest pressing the bet button', () => {
  it('asks for the login dialog once per press, and sends nothing', () => {
    const props = options({ member: null, initialSelections: [ulsanWin] });
    const { result } = renderHook(() => useBetSlip(props), { wrapper: strict });
    act(() => result.current.setAmountText('10,000'));
    act(() => result.current.submit());
    act(() => result.current.submit());
    expect(props.onLoginRequired).toHaveBeenCalledTimes(2);
    expect(props.onPlaceBet).not.toHaveBeenCalled();
  });
});

describe('given a bet being placed', () => {
  it('sends one request however often the member confirms, and reports success once per placed bet', async () => {
    const { calls, onPlaceBet } = deferredBetCall();
    const onSuccess = vi.fn();
    const props = options({ onPlaceBet, onSuccess, initialSelections: [ulsanWin] });
    const { result } = renderHook(() => useBetSlip(props), { wrapper: strict });
    placeBet(result);
    act(() => result.current.confirm());
    act(() => result.current.submit());
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(1));
    expect(result.current.busy).toBe(true);

    await act(async () => calls[0]!.resolve({ slipId: 1 }));
    expect(props.onSuccess).toHaveBeenCalledTimes(1);
    expect(props.onSuccess).toHaveBeenLastCalledWith({ slipId: 1 });
    expect(props.onSelectionsChange).toHaveBeenLastCalledWith([]);
    expect(result.current.selections).toEqual([]);

    act(() => result.current.add(seoulDraw));
    placeBet(result);
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(2));
    await act(async () => calls[1]!.resolve({ slipId: 2 }));
    expect(onSuccess.mock.calls).toEqual([[{ slipId: 1 }], [{ slipId: 2 }]]);
  });

  it('reports no success for a refused bet, and keeps the slip', async () => {
    const { calls, onPlaceBet } = deferredBetCall();
    const props = options({ onPlaceBet, initialSelections: [ulsanWin] });
    const { result } = renderHook(() => useBetSlip(props));
    placeBet(result);
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(1));
    await act(async () => calls[0]!.reject({ status: 400, message: '', body: { message: '베팅이 마감되었습니다.' } }));
    expect(result.current.status).toBe('rejected');
    expect(result.current.message).toBe('베팅이 마감되었습니다.');
    expect(result.current.selections).toEqual([ulsanWin]);
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(props.onSelectionsChange).not.toHaveBeenCalled();
  });

  it('resends an odds change the policy accepts once, then asks', async () => {
    const { calls, onPlaceBet } = deferredBetCall();
    const props = options({ onPlaceBet, defaultOddsChangePolicy: 'accept-any', initialSelections: [ulsanWin, lgHandicap] });
    const { result } = renderHook(() => useBetSlip(props));
    placeBet(result);
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(1));
    const refusal = { status: 400, message: '', body: oddsChangeAnswer };
    await act(async () => calls[0]!.reject(refusal));
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(2));
    expect(calls[1]!.request.bettings[0]).toMatchObject({ oddsId: ulsanWin.id, betPrice: 1.95, version: 4 });
    await act(async () => calls[1]!.reject(refusal));
    expect(result.current.oddsChangeDialog).toBe('open');
    expect(onPlaceBet).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the slip unmounted: no callback, no state update', async () => {
    const { calls, onPlaceBet } = deferredBetCall();
    const props = options({ onPlaceBet, initialSelections: [ulsanWin] });
    const { result, unmount } = renderHook(() => useBetSlip(props));
    placeBet(result);
    await waitFor(() => expect(onPlaceBet).toHaveBeenCalledTimes(1));
    unmount();
    await act(async () => calls[0]!.resolve({ slipId: 1 }));
    expect(props.onSuccess).not.toHaveBeenCalled();
    expect(props.onSelectionsChange).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
  });

  it('treats a bet call that throws instead of rejecting as a failure', async () => {
    const onPlaceBet = vi.fn((): Promise<unknown> => {
      throw new TypeError('not a function');
    });
    const props = options({ onPlaceBet, initialSelections: [ulsanWin] });
    const { result } = renderHook(() => useBetSlip(props));
    placeBet(result);
    await waitFor(() => expect(result.current.status).toBe('rejected'));
    expect(result.current.message).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.');
    expect(props.onSuccess).not.toHaveBeenCalled();
  });
});
