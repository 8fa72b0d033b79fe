import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  DEFAULT_BET_LIMITS,
  amountDigitLimit,
  bonusCombinationError,
  bonusProgress,
  expectedWinnings,
  isBonusSelection,
  policyFromAutoAccept,
  validateAmountField,
  type BetLimits,
  type BetRequest,
  type BetStyle,
  type BonusProgress,
  type BonusSetting,
  type ClampContext,
  type OddsChangePolicy,
  type OddsChangeRow,
  type QuickAddButton,
  type Selection,
  type SubmissionStatus,
} from '@betkit/domain';
import { selectionsOf, slipError, type SlipArea } from './areaSlip';
import {
  amountOf,
  betSlipModelReducer,
  clampContextOf,
  initialBetSlipModel,
  slipTotalOdds,
  type BetSlipMember,
  type SlipEnvironment,
} from './betSlipModel';
import type { SlipSelection } from './types';

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
   * Clamp a typed amount on blur to emoney, max bet and max winnings. On by default; off, a typed amount
   * above a limit gets the submit checks' message instead. Quick-add is always within all three.
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
  /** The auto-clamp's context when the clamp is on, for the amount field's blur; else undefined. */
  readonly clampContext: ClampContext | undefined;
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
  /** Marks the amount field as visited (its blur), so its message shows. */
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
function sameSetting(a: BonusSetting | undefined, b: BonusSetting | undefined): boolean {
  if (a === b) return true;
  const left = Object.entries(a ?? {});
  return left.length === Object.keys(b ?? {}).length && left.every(([key, value]) => Object.is((b as Record<string, unknown> | undefined)?.[key], value));
}

const NO_SELECTIONS: readonly SlipSelection[] = [];

/**
 * The bet slip's React binding: the domain's slip reducers, submit checks, submission state machine
 * and odds-change policy. It does not fetch: `onPlaceBet` sends the request the checks let through.
 */
export function useBetSlip(options: UseBetSlipOptions): BetSlipState {
  const {
    area = 'prematch',
    member,
    limits = DEFAULT_BET_LIMITS,
    style = 'korean',
    bonusSetting,
    initialSelections = NO_SELECTIONS,
    defaultOddsChangePolicy = policyFromAutoAccept(true),
    autoClamp = true,
  } = options;
  const [model, dispatch] = useReducer(
    betSlipModelReducer,
    { area, initialSelections, bonusSetting: bonusSetting ?? {}, policy: defaultOddsChangePolicy },
    initialBetSlipModel,
  );

  const env: SlipEnvironment = useMemo(() => ({ member, limits, style, autoClamp }), [member, limits, style, autoClamp]);
  // Actions and the request's answer read the newest props, so the actions can keep one identity.
  const latest = useRef({ options, env });
  useLayoutEffect(() => {
    latest.current = { options, env };
  });

  // A new bonus setting recomputes the bonus item (adjusting state to a prop, during render).
  const [seenSetting, setSeenSetting] = useState(bonusSetting);
  if (!sameSetting(seenSetting, bonusSetting)) {
    setSeenSetting(bonusSetting);
    dispatch({ type: 'edit', edit: { type: 'setBonusSetting', bonusSetting: bonusSetting ?? {} } });
  }

  // The request the reducer asks for is sent once; its answer goes back with its id.
  const mounted = useRef(false);
  const sentId = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const outbox = model.outbox;
    if (outbox === null || sentId.current >= outbox.id) return;
    sentId.current = outbox.id;
    const reply = (outcome: { ok: true; answer: unknown } | { ok: false; error: unknown }) => {
      if (mounted.current) dispatch({ type: 'answered', id: outbox.id, outcome, env: latest.current.env });
    };
    // Through a promise, so a callback that throws instead of rejecting is a failure too.
    Promise.resolve()
      .then(() => latest.current.options.onPlaceBet(outbox.request))
      .then(
        (answer) => reply({ ok: true, answer }),
        (error: unknown) => reply({ ok: false, error }),
      );
  }, [model.outbox]);

  useEffect(() => {
    if (model.placed.count > 0) latest.current.options.onSuccess?.(model.placed.answer);
  }, [model.placed]);

  useEffect(() => {
    if (model.loginPrompts > 0) latest.current.options.onLoginRequired();
  }, [model.loginPrompts]);

  const selections = selectionsOf(model.slip);
  const reported = useRef(selections);
  useEffect(() => {
    if (reported.current === selections) return;
    reported.current = selections;
    latest.current.options.onSelectionsChange?.(selections);
  }, [selections]);

  const reportedPolicy = useRef(model.policy);
  useEffect(() => {
    if (reportedPolicy.current === model.policy) return;
    reportedPolicy.current = model.policy;
    latest.current.options.onOddsChangePolicyChange?.(model.policy);
  }, [model.policy]);

  const actions = useMemo(
    () => ({
      add: (selection: SlipSelection) => dispatch({ type: 'edit', edit: { type: 'add', selection } }),
      toggle: (selection: SlipSelection) => dispatch({ type: 'edit', edit: { type: 'toggle', selection } }),
      change: (selection: SlipSelection) => dispatch({ type: 'edit', edit: { type: 'change', selection } }),
      remove: (id: Selection['id']) => dispatch({ type: 'edit', edit: { type: 'remove', id } }),
      clear: () => dispatch({ type: 'edit', edit: { type: 'clear' } }),
      setAmountText: (text: string) => dispatch({ type: 'amount', text }),
      commitAmount: () => dispatch({ type: 'visitAmount' }),
      quickAdd: (button: QuickAddButton) => dispatch({ type: 'quickAdd', button, env: latest.current.env }),
      setOddsChangePolicy: (policy: OddsChangePolicy) => dispatch({ type: 'policy', policy }),
      setAutoAccept: (on: boolean) => dispatch({ type: 'autoAccept', on }),
      submit: () => dispatch({ type: 'request', env: latest.current.env }),
      confirm: () => dispatch({ type: 'confirm', env: latest.current.env }),
      cancelConfirm: () => dispatch({ type: 'cancelConfirm' }),
      acceptOddsChange: () => dispatch({ type: 'acceptOddsChange', env: latest.current.env }),
      cancelOddsChange: () => dispatch({ type: 'cancelOddsChange' }),
      dismissMessage: () => dispatch({ type: 'dismiss' }),
    }),
    [],
  );

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
      clampContext: env.autoClamp ? clampContextOf(model.slip, env) : undefined,
      busy: submission.status === 'submitting',
      ...actions,
    };
  }, [model, selections, env, actions]);
}
