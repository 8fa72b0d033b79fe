import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_BET_LIMITS,
  amountDigitLimit,
  amountOf,
  betSlipModelReducer,
  bonusCombinationError,
  bonusProgress,
  expectedWinnings,
  initialBetSlipModel,
  isBonusSelection,
  policyFromAutoAccept,
  selectionsOf,
  slipError,
  slipTotalOdds,
  validateAmountField,
  type BetLimits,
  type BetRequest,
  type BetSlipAnswer,
  type BetSlipMember,
  type BetSlipModel,
  type BetSlipModelAction,
  type BetStyle,
  type BonusProgress,
  type BonusSetting,
  type OddsChangePolicy,
  type OddsChangeRow,
  type QuickAddButton,
  type Selection,
  type SlipArea,
  type SlipEnvironment,
  type SlipSelection,
  type SubmissionStatus,
} from '@betkit/domain';

/** What the site's container gives the slip. The hook never fetches: the container sends the bet. */
export interface UseBetSlipOptions {
  /** Which slip's rules apply: pre-match (bonus folders), in-play, virtual sports or mini-game. Fixed at mount. */
  area?: SlipArea;
  /** The logged-in member, or null for a guest (submit check 1 asks for the login dialog). */
  member: BetSlipMember | null;
  /** The limits of this bet (domain `bettingLimits`); the spec's defaults when left out. */
  limits?: BetLimits;
  /** The route's bet style, sent with the bet. */
  style?: BetStyle;
  /** The pre-match bonus setting (folderN / bonusN pairs). */
  bonusSetting?: BonusSetting;
  /** The slip as the site stored it (session storage), restored as it was. Read at mount only. */
  initialSelections?: readonly SlipSelection[];
  /** Called after the slip's items change, for the site to store them. */
  onSelectionsChange?: (selections: readonly SlipSelection[]) => void;
  /** The odds-change policy at mount; the spec's isOddsAutoChangeFlag defaults to on ('accept-any'). */
  defaultOddsChangePolicy?: OddsChangePolicy;
  /** Called after the member changes the odds-change policy, for the site to keep it. */
  onOddsChangePolicyChange?: (policy: OddsChangePolicy) => void;
  /**
   * Clamp a typed amount on blur to emoney, max bet and max winnings, the field saying which bound lowered it. On by
   * default; off, a typed amount above a limit gets the submit checks' message instead. Quick-add is always within all three.
   */
  autoClamp?: boolean;
  /**
   * Sends the bet (the container calls @betkit/api's placeBet). It rejects with a `PlaceBetFailure`: the
   * api's `{ status, message, body }`, or a `BetSlipRefusal` whose message the slip shows as it is.
   */
  onPlaceBet: (request: BetRequest) => Promise<unknown>;
  /** Opens the login dialog (submit check 1). */
  onLoginRequired: () => void;
  /** Called once per placed bet with the server's answer, after the slip was cleared. */
  onSuccess?: (answer: unknown) => void;
}

/** How the odds-change dialog shows: closed, asking, or asking with the accepted bet being resent. */
export type OddsChangeDialogState = 'closed' | 'open' | 'pending';

/** The bet slip's state and actions, as the view reads them. */
export interface BetSlipState {
  /** Which slip's rules apply. */
  readonly area: SlipArea;
  /** The slip's items in display order, a bonus item ('3폴더 보너스') first. */
  readonly selections: readonly SlipSelection[];
  /** The number of real picks (bonus items not counted), for the bet cart's badge. */
  readonly pickCount: number;
  /** The amount field's text ('12,000'). */
  readonly amountText: string;
  /** The amount in whole won, or null while the field is empty or invalid. */
  readonly amount: number | null;
  /**
   * The amount field's message, else null: why the last quick-add filled nothing, or the field's own
   * rule ('베팅액수를 입력해주세요.' …) once the member has used the field.
   */
  readonly amountError: string | null;
  /** How many digits the amount field takes: those of the max bet (domain `amountDigitLimit`). */
  readonly amountMaxDigits: number;
  /** Total odds: the product of every price, bonus included, floored to 2 decimals (0 when empty). */
  readonly totalOdds: number;
  /** Expected winnings in won: amount × total odds, floored. */
  readonly expectedWinnings: number;
  /** The bonus gauge's figures (pre-match only), else null. */
  readonly bonus: BonusProgress | null;
  /** The slip's own message: '최대배당 100을 초과하여 베팅하실수 없습니다.' when an added pick was refused. */
  readonly slipMessage: string | null;
  /** The bonus rule's message when a bonus item lacks qualifying picks, else null. */
  readonly bonusMessage: string | null;
  /** Where the submission is: 'editing' | 'confirming' | 'submitting' | 'odds-changed' | 'accepted' | 'rejected'. */
  readonly status: SubmissionStatus;
  /** The notice by the bet button: a submit check's text, the server's refusal, or '베팅 진행 중입니다.'. */
  readonly message: string | null;
  /** The confirm dialog's question while status is 'confirming', else null. */
  readonly confirmMessage: string | null;
  /** The odds-change dialog's rows (old and new odds per item). */
  readonly oddsChangeRows: readonly OddsChangeRow[];
  /** How the odds-change dialog shows. */
  readonly oddsChangeDialog: OddsChangeDialogState;
  /** The odds-change policy: always ask, accept rises, or accept any change. */
  readonly oddsChangePolicy: OddsChangePolicy;
  /** True when odds changes are accepted without asking (the spec's isOddsAutoChangeFlag). */
  readonly autoAccept: boolean;
  /** True while a request runs: the slip's inputs refuse edits. */
  readonly busy: boolean;
  /** Adds a pick by the area's rules. */
  readonly add: (selection: SlipSelection) => void;
  /** A bet button's click: removes the same odds if on the slip, else adds it. */
  readonly toggle: (selection: SlipSelection) => void;
  /** A newer price or version of a pick from the odds feed; the first price stays for the struck display. */
  readonly change: (selection: SlipSelection) => void;
  /** Removes the pick with this odds id. */
  readonly remove: (id: Selection['id']) => void;
  /** Empties the slip. */
  readonly clear: () => void;
  /** Sets the amount field's text. */
  readonly setAmountText: (text: string) => void;
  /** The amount field's blur: marks it visited, so its message shows, and applies the auto-clamp with its reason. */
  readonly commitAmount: () => void;
  /** Applies a quick-add button (domain `quickAdd`: within balance, max bet and max winnings). */
  readonly quickAdd: (button: QuickAddButton) => void;
  /** Sets the odds-change policy. */
  readonly setOddsChangePolicy: (policy: OddsChangePolicy) => void;
  /** Turns accepting odds changes unasked on (the last accepting policy) or off ('ask'). */
  readonly setAutoAccept: (on: boolean) => void;
  /** The bet button: runs the submit checks, then opens the confirm dialog. */
  readonly submit: () => void;
  /** The confirm dialog's '확인': sends the bet. */
  readonly confirm: () => void;
  /** The confirm dialog's '취소'. */
  readonly cancelConfirm: () => void;
  /** The odds-change dialog's '수락': resends with the new prices and versions. */
  readonly acceptOddsChange: () => void;
  /** The odds-change dialog's '취소': betting is enabled again with the slip as it was. */
  readonly cancelOddsChange: () => void;
  /** Hides the notice by the bet button. */
  readonly dismissMessage: () => void;
}

/** Two bonus settings with the same pairs, so a setting rebuilt on every render is not a change. */
function sameSetting(a: BonusSetting, b: BonusSetting): boolean {
  if (a === b) return true;
  const left = Object.entries(a);
  return left.length === Object.keys(b).length && left.every(([key, value]) => Object.is((b as Record<string, unknown>)[key], value));
}

/** The bonus setting the model's slip holds ({} outside pre-match, which has no bonus folders). */
function settingOf(model: BetSlipModel): BonusSetting {
  return model.slip.area === 'prematch' ? model.slip.state.bonusSetting : {};
}

const NO_SELECTIONS: readonly SlipSelection[] = [];
const NO_SETTING: BonusSetting = {};

/**
 * The bet slip's React binding of the domain's slip model (`betSlipModelReducer`). Every action goes
 * through one wrapper that runs the reducer, stores the result and tells the container what changed,
 * so each callback fires once per action that caused it, never on mount or on a re-render. It does
 * not fetch: `onPlaceBet` sends the request the reducer asks for.
 */
export function useBetSlip(options: UseBetSlipOptions): BetSlipState {
  const {
    area = 'prematch',
    member,
    limits = DEFAULT_BET_LIMITS,
    style = 'korean',
    initialSelections = NO_SELECTIONS,
    defaultOddsChangePolicy = policyFromAutoAccept(true),
    autoClamp = true,
  } = options;
  // Not in spec: a settings answer without bonus pairs (null) reads as no bonus folders.
  const bonusSetting = typeof options.bonusSetting === 'object' && options.bonusSetting !== null ? options.bonusSetting : NO_SETTING;
  const [model, setModel] = useState(() =>
    initialBetSlipModel({ area, initialSelections, bonusSetting, policy: defaultOddsChangePolicy }),
  );
  const env: SlipEnvironment = useMemo(() => ({ member, limits, style, autoClamp }), [member, limits, style, autoClamp]);

  // The wrapper reads the model it last produced (two actions in one event see each other) and the
  // newest props, so the actions keep one identity; an answer after unmount is dropped.
  const current = useRef(model);
  const latest = useRef({ options, env });
  const mounted = useRef(false);
  useLayoutEffect(() => {
    latest.current = { options, env };
  });
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const act = useMemo(() => {
    function act(action: BetSlipModelAction): void {
      const before = current.current;
      const after = betSlipModelReducer(before, action);
      if (after === before) return;
      current.current = after;
      setModel(after);
      const callbacks = latest.current.options;
      if (after.outbox !== null && after.outbox.id !== before.outbox?.id) {
        const { id, request } = after.outbox;
        const reply = (outcome: BetSlipAnswer) => {
          if (mounted.current) act({ type: 'answered', id, outcome, env: latest.current.env });
        };
        // Through a promise, so a callback that throws instead of rejecting is a failure too.
        Promise.resolve()
          .then(() => latest.current.options.onPlaceBet(request))
          .then(
            (answer) => reply({ ok: true, answer }),
            (error: unknown) => reply({ ok: false, error }),
          );
      }
      if (after.placed !== before.placed) callbacks.onSuccess?.(after.placed.answer);
      if (after.loginPrompts !== before.loginPrompts) callbacks.onLoginRequired();
      if (selectionsOf(after.slip) !== selectionsOf(before.slip)) callbacks.onSelectionsChange?.(selectionsOf(after.slip));
      if (after.policy !== before.policy) callbacks.onOddsChangePolicyChange?.(after.policy);
    }
    return act;
  }, []);

  // A new bonus setting from the server recomputes the bonus item before the slip is painted.
  useLayoutEffect(() => {
    if (!sameSetting(settingOf(current.current), bonusSetting)) act({ type: 'edit', edit: { type: 'setBonusSetting', bonusSetting } });
  }, [bonusSetting, act]);

  const actions = useMemo(
    () => ({
      add: (selection: SlipSelection) => act({ type: 'edit', edit: { type: 'add', selection } }),
      toggle: (selection: SlipSelection) => act({ type: 'edit', edit: { type: 'toggle', selection } }),
      change: (selection: SlipSelection) => act({ type: 'edit', edit: { type: 'change', selection } }),
      remove: (id: Selection['id']) => act({ type: 'edit', edit: { type: 'remove', id } }),
      clear: () => act({ type: 'edit', edit: { type: 'clear' } }),
      setAmountText: (text: string) => act({ type: 'amount', text }),
      commitAmount: () => act({ type: 'visitAmount', env: latest.current.env }),
      quickAdd: (button: QuickAddButton) => act({ type: 'quickAdd', button, env: latest.current.env }),
      setOddsChangePolicy: (policy: OddsChangePolicy) => act({ type: 'policy', policy }),
      setAutoAccept: (on: boolean) => act({ type: 'autoAccept', on }),
      submit: () => act({ type: 'request', env: latest.current.env }),
      confirm: () => act({ type: 'confirm', env: latest.current.env }),
      cancelConfirm: () => act({ type: 'cancelConfirm' }),
      acceptOddsChange: () => act({ type: 'acceptOddsChange', env: latest.current.env }),
      cancelOddsChange: () => act({ type: 'cancelOddsChange' }),
      dismissMessage: () => act({ type: 'dismiss' }),
    }),
    [act],
  );

  const selections = selectionsOf(model.slip);
  return useMemo((): BetSlipState => {
    const { submission } = model;
    const odds = slipTotalOdds(model.slip);
    const amount = amountOf(model.amountText);
    const validation = validateAmountField(model.amountText);
    const showsNotice = submission.status === 'editing' || submission.status === 'rejected' || submission.status === 'submitting';
    const resending = submission.status === 'submitting' && model.origin === 'odds-change';
    return {
      area: model.slip.area,
      selections,
      pickCount: selections.filter((selection) => !isBonusSelection(selection)).length,
      amountText: model.amountText,
      amount,
      amountError: model.amountNotice ?? (model.amountVisited && !validation.ok ? validation.message : null),
      amountMaxDigits: amountDigitLimit(env.limits.maxBet),
      totalOdds: odds,
      expectedWinnings: expectedWinnings(amount ?? 0, odds),
      bonus: model.slip.area === 'prematch' ? bonusProgress(model.slip.state) : null,
      slipMessage: slipError(model.slip),
      bonusMessage: bonusCombinationError(selections) ?? null,
      status: submission.status,
      message: showsNotice ? submission.message : null,
      confirmMessage: submission.status === 'confirming' ? submission.message : null,
      oddsChangeRows: model.oddsChangeRows,
      oddsChangeDialog: submission.status === 'odds-changed' ? 'open' : resending ? 'pending' : 'closed',
      oddsChangePolicy: model.policy,
      autoAccept: model.policy !== 'ask',
      busy: submission.status === 'submitting',
      ...actions,
    };
  }, [model, selections, env, actions]);
}
