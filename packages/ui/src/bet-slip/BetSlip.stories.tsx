import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ProfilerOnRenderCallback } from 'react';
import { expect, fn, screen, waitFor, within, type userEvent } from 'storybook/test';
import { BetSlipRefusal, bettingMessages, formatOdds, type BetRequest, type SlipSelection } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { amountFieldLabels } from '../amount-field/labels';
import { betConfirmDialogLabels } from '../bet-confirm-dialog/labels';
import { oddsChangeDialogLabels } from '../odds-change-dialog/labels';
import { Button } from '../button/Button';
import { BetCartButton } from './BetCartButton';
import { BetSlip, type BetSlipVariant } from './BetSlip';
import { betSlipLabels } from './labels';
import { pickName } from './selectionText';
import { SlipItemRenderProbe } from './SlipItem';
import {
  TEN_PRICES,
  apiRejection,
  lgHandicap,
  ktLowPrice,
  manyPicks,
  oddsChangeAnswer,
  pohangOver,
  prematchSlip,
  seoulDraw,
  ssgUnder,
  storyBonusSetting,
  storyMember,
  ulsanWin,
  unearnedBonusSlip,
} from './storyData';
import { useBetSlip, type UseBetSlipOptions } from './useBetSlip';

interface BetSlipDemoProps extends UseBetSlipOptions {
  /** Desktop side panel or the mobile dialog behind the bet cart. */
  variant?: BetSlipVariant;
  /** Picks the story's odds board offers (a click toggles them on the slip). */
  board?: readonly SlipSelection[];
  /** Price updates the story's odds feed offers (a click sends the change). */
  feed?: readonly SlipSelection[];
}

/** The site's container in miniature: the hook, the view, and a stand-in odds board and feed. */
function BetSlipDemo({ variant = 'panel', board = [], feed = [], ...options }: BetSlipDemoProps) {
  const state = useBetSlip(options);
  const [open, setOpen] = useState(false);
  const controls =
    board.length + feed.length > 0 ? (
      <section aria-label="배당판 (스토리)" style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 360 }}>
        {board.map((selection) => (
          <Button key={String(selection.id)} variant="secondary" size="sm" onClick={() => state.toggle(selection)}>
            {`${selection.homeName} vs ${selection.awayName} · ${pickName(selection)} ${formatOdds(selection.betPrice)}`}
          </Button>
        ))}
        {feed.map((selection) => (
          <Button key={`feed-${String(selection.id)}`} variant="secondary" size="sm" onClick={() => state.change(selection)}>
            {`배당 변경: ${pickName(selection)} → ${formatOdds(selection.betPrice)}`}
          </Button>
        ))}
      </section>
    ) : null;
  if (variant === 'dialog') {
    return (
      <div>
        {controls}
        <div style={{ position: 'fixed', left: 0, right: 0, bottom: 0, display: 'flex', justifyContent: 'center', padding: 8 }}>
          <BetSlip
            variant="dialog"
            state={state}
            open={open}
            onOpenChange={setOpen}
            trigger={<BetCartButton count={state.pickCount} />}
          />
        </div>
      </div>
    );
  }
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <BetSlip state={state} />
      {controls}
    </div>
  );
}

/**
 * An onPlaceBet spy answering each call in turn (the last answer repeats). Built on fn(impl), because
 * Storybook resets spies before each story and a reset drops mockResolvedValueOnce-style answers.
 */
function placeBetAnswers(...answers: readonly (() => Promise<unknown>)[]) {
  const spy = fn((_request: BetRequest): Promise<unknown> => {
    const answer = answers[Math.min(spy.mock.calls.length - 1, answers.length - 1)];
    return answer === undefined ? Promise.resolve(undefined) : answer();
  });
  return spy;
}

const neverAnswers = () => new Promise<never>(() => {});
const oddsChangeRefusal = () => Promise.reject(apiRejection(400, '', oddsChangeAnswer));
const placed = () => Promise.resolve({ message: '베팅이 완료되었습니다.' });

const meta = {
  title: 'Betting/BetSlip',
  component: BetSlipDemo,
  // The controls drive a harness (useBetSlip's options, a board and a feed); the tabs document the real components.
  subcomponents: { BetSlip, BetCartButton },
  parameters: {
    docs: {
      description: {
        component:
          '`useBetSlip(options)` holds the slip; `<BetSlip state={slip} />` shows it. The controls below are the hook\'s options (with a story board to pick from); the `BetSlip` and `BetCartButton` tabs are the components\' own props. Each story below is a frame of its own that plays its presses, so it shows the state it reaches (the dialogs, refusals, limits).',
      },
      // Inline, the stories would render without their play functions (33 look-alike empty slips) or, with autoplay,
      // open their modal dialogs over one page; a frame each shows every reached state in place.
      story: { inline: false, iframeHeight: 720 },
    },
  },
  args: {
    area: 'prematch',
    member: storyMember,
    bonusSetting: storyBonusSetting,
    initialSelections: [],
    onPlaceBet: placeBetAnswers(placed),
    onLoginRequired: fn(),
    onSuccess: fn(),
    onSelectionsChange: fn(),
    onOddsChangePolicyChange: fn(),
  },
  globals: atViewport('desktop'),
} satisfies Meta<typeof BetSlipDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof userEvent.setup>;

const amountField = (canvas: Canvas) => canvas.getByRole('textbox', { name: amountFieldLabels.label });
const submitButton = (canvas: Canvas) => canvas.getByRole('button', { name: betSlipLabels.submit });
const listItems = (canvas: Canvas) => within(canvas.getByRole('list', { name: betSlipLabels.list })).getAllByRole('listitem');

/** The notice by the bet button, whose text must match the spec's exactly (trailing spaces included). */
function submitNotice(root: HTMLElement): HTMLElement {
  const notice = root.querySelector<HTMLElement>('[role="alert"][data-region="submit"]');
  if (notice === null) throw new Error('The submit notice region is missing.');
  return notice;
}

/** The slip's own notice under the list (100 cap, bonus rule). */
function slipNotice(root: HTMLElement): HTMLElement {
  const notice = root.querySelector<HTMLElement>('[role="alert"][data-region="slip"]');
  if (notice === null) throw new Error('The slip notice region is missing.');
  return notice;
}

async function enterAmount(canvas: Canvas, user: User, text: string) {
  const field = amountField(canvas);
  await user.clear(field);
  await user.type(field, text);
}

/** Types the amount, presses '베팅하기' and answers '확인' in the confirm dialog. */
async function placeBet(canvas: Canvas, user: User, amount: string) {
  await enterAmount(canvas, user, amount);
  await user.click(submitButton(canvas));
  const confirm = await screen.findByRole('dialog', { name: betConfirmDialogLabels.title });
  await user.click(within(confirm).getByRole('button', { name: betConfirmDialogLabels.confirm }));
}

/** The n-th request the spy received. */
function requestAt(spy: unknown, index: number): BetRequest {
  const calls = (spy as { mock: { calls: [BetRequest][] } }).mock.calls;
  const call = calls[index];
  if (call === undefined) throw new Error(`No request number ${index + 1}.`);
  return call[0];
}

/** Given an empty slip, it says so, the total odds are 0.00 and the gauge aims at the 3-folder bonus. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(betSlipLabels.empty)).toBeVisible();
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('0.00');
    await expect(canvas.getByText('1.30 이상 3경기 더 선택하면 3폴더 보너스')).toBeVisible();
    await expect(canvas.getByRole('button', { name: betSlipLabels.clearAll })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: betSlipLabels.title })).toBeVisible();
  },
};

/** Given one pick, it shows the Korean market, the bet name as the team, the teams and the price; winnings follow the amount. */
export const OnePick: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    const [item] = listItems(canvas);
    const row = within(item!);
    await expect(row.getByText('승무패')).toBeVisible();
    await expect(row.getByText('울산 HD', { selector: 'span[class]' })).toBeVisible();
    await expect(item).toHaveTextContent('K리그1 · 울산 HD vs 전북 현대');
    await expect(row.getByText('2.10')).toBeVisible();
    await expect(row.getByRole('button', { name: '승무패 울산 HD 삭제' })).toBeEnabled();
    await enterAmount(canvas, userEvent, '10000');
    await expect(amountField(canvas)).toHaveValue('10,000');
    await expect(canvas.getByText(betSlipLabels.expectedWinnings).nextElementSibling).toHaveTextContent('₩21,000');
  },
};

/** Given ten picks, the list scrolls inside the spec's 330 px and the last pick can be scrolled to. */
export const ManyPicks: Story = {
  args: { initialSelections: prematchSlip(...manyPicks(10, TEN_PRICES)) },
  play: async ({ canvas, canvasElement }) => {
    await expect(listItems(canvas)).toHaveLength(11);
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slip-viewport]')!;
    await expect(viewport.clientHeight).toBe(330);
    await expect(viewport.scrollHeight).toBeGreaterThan(330);
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('39.07');
    viewport.scrollTop = viewport.scrollHeight;
    const last = listItems(canvas).at(-1)!;
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(viewport.getBoundingClientRect().bottom + 1));
    viewport.scrollTop = 0;
  },
};

/** Given a pick whose price moved since it was added, the old price is struck through and the new one shown. */
export const PriceChanged: Story = {
  args: { initialSelections: [pohangOver, lgHandicap], feed: [{ ...pohangOver, betPrice: 2.05, version: 2 }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /배당 변경: 언더\/오버 오버/ }));
    const [item] = listItems(canvas);
    await expect(item).toHaveAttribute('data-state', 'changed');
    await expect(item!.querySelector('del')).toHaveTextContent('1.85');
    await expect(item!.querySelector('ins')).toHaveTextContent('2.05');
    await expect(item!.querySelector('ins')).toHaveAttribute('data-direction', 'up');
    await expect(listItems(canvas)[1]).toHaveAttribute('data-state', 'steady');
  },
};

/** Given two qualifying picks, adding a third at 1.30 or more puts the '3폴더 보너스' item first. */
export const BonusAdded: Story = {
  args: { initialSelections: prematchSlip(ulsanWin, lgHandicap), board: [pohangOver] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText('3폴더 보너스')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /포항 스틸러스 vs 대구 FC/ }));
    const [first] = listItems(canvas);
    await expect(first).toHaveAttribute('data-kind', 'bonus');
    await expect(first).toHaveTextContent('3폴더 보너스');
    await expect(first).toHaveTextContent('1.03');
    await expect(listItems(canvas)).toHaveLength(4);
    // 2.10 × 1.95 × 1.85 × 1.03 = 7.80 (floored)
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('7.80');
  },
};

/** Given two qualifying picks and one under 1.3, the gauge says one more pick of 1.30 or more earns the 3-folder bonus. */
export const BonusGauge: Story = {
  args: { initialSelections: prematchSlip(ulsanWin, lgHandicap, ktLowPrice) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.30 이상 1경기 더 선택하면 3폴더 보너스')).toBeVisible();
    const gauge = canvas.getByRole('progressbar', { name: betSlipLabels.bonusGauge });
    await expect(gauge).toHaveAttribute('aria-valuenow', '2');
    await expect(gauge).toHaveAttribute('aria-valuemax', '3');
    await expect(gauge).toHaveAttribute('aria-valuetext', '1.30 이상 1경기 더 선택하면 3폴더 보너스');
  },
};

/** Given a slip with the 3-folder bonus, removing a pick removes the bonus and the gauge counts again. */
export const BonusRemoved: Story = {
  args: { initialSelections: prematchSlip(ulsanWin, lgHandicap, pohangOver) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(listItems(canvas)[0]).toHaveAttribute('data-kind', 'bonus');
    await userEvent.click(canvas.getByRole('button', { name: '언더/오버 오버 삭제' }));
    await expect(canvas.queryByText('3폴더 보너스')).toBeNull();
    await expect(listItems(canvas)).toHaveLength(2);
    await expect(canvas.getByText('1.30 이상 1경기 더 선택하면 3폴더 보너스')).toBeVisible();
    await expect(args.onSelectionsChange).toHaveBeenLastCalledWith([ulsanWin, lgHandicap]);
  },
};

/** Given total odds of 91.58, a pick at 2.00 would pass 100: it is refused with the add-time text (no trailing space). */
export const OddsOver100: Story = {
  args: {
    initialSelections: prematchSlip(
      { ...ulsanWin, betPrice: 4.5 },
      { ...lgHandicap, betPrice: 5.2 },
      { ...seoulDraw, betPrice: 3.8 },
    ),
    board: [{ ...ssgUnder, betPrice: 2 }],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(listItems(canvas)[0]).toHaveAttribute('data-kind', 'bonus');
    await userEvent.click(canvas.getByRole('button', { name: /SSG 랜더스 vs 롯데 자이언츠/ }));
    await waitFor(() => expect(slipNotice(canvasElement).textContent).toBe('최대배당 100을 초과하여 베팅하실수 없습니다.'));
    await expect(slipNotice(canvasElement).textContent).toBe(bettingMessages.aboveMaxOddsOnAdd);
    // Spec: the new pick is removed and the bonuses are dropped: the three picks stay, at 88.92.
    await expect(listItems(canvas)).toHaveLength(3);
    await expect(listItems(canvas).map((item) => item.dataset.kind)).toEqual(['pick', 'pick', 'pick']);
    await expect(canvas.queryByText(/SSG 랜더스 vs 롯데 자이언츠$/)).toBeNull();
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('88.92');
  },
};

const sixPicks = manyPicks(6, [2, 2, 2, 2, 2, 3.5]);

/** Issue 12, item 5: five picks at 2.00 earn the 5-folder bonus (33.60); a sixth at 3.50 would make 117.60, so it is refused and '5폴더 보너스' goes. */
export const OddsOver100DropsBonus: Story = {
  args: { initialSelections: prematchSlip(...sixPicks.slice(0, 5)), board: sixPicks.slice(5) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(listItems(canvas)[0]).toHaveAttribute('data-kind', 'bonus');
    await expect(listItems(canvas)[0]).toHaveTextContent('5폴더 보너스');
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('33.60');
    await userEvent.click(canvas.getByRole('button', { name: /SSG 랜더스 vs 롯데 자이언츠/ }));
    await waitFor(() => expect(slipNotice(canvasElement).textContent).toBe(bettingMessages.aboveMaxOddsOnAdd));
    await expect(listItems(canvas).map((item) => item.dataset.kind)).toEqual(['pick', 'pick', 'pick', 'pick', 'pick']);
    await expect(canvas.getByRole('list', { name: betSlipLabels.list })).not.toHaveTextContent('5폴더 보너스');
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('32.00');
  },
};

/** Given a stored slip whose bonus the picks no longer earn, the bonus rule's message shows and the bet is refused. */
export const BonusCombination: Story = {
  args: { initialSelections: unearnedBonusSlip },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(slipNotice(canvasElement).textContent).toBe('보너스는 1.3이하 배당과 조합 불가능합니다.');
    await enterAmount(canvas, userEvent, '10000');
    await userEvent.click(submitButton(canvas));
    await expect(submitNotice(canvasElement).textContent).toBe(bettingMessages.bonusCombination);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** The auto-accept toggle starts on (the spec's default); off means 'always ask' and the bet is sent with changeFlag 0. */
export const AutoAcceptToggle: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: betSlipLabels.autoAccept });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByRole('radio', { name: betSlipLabels.policies['accept-any'] })).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: betSlipLabels.policies.ask })).toBeChecked();
    await expect(args.onOddsChangePolicyChange).toHaveBeenLastCalledWith('ask');
    await placeBet(canvas, userEvent, '10000');
    await waitFor(() => expect(args.onPlaceBet).toHaveBeenCalledTimes(1));
    await expect(requestAt(args.onPlaceBet, 0).changeFlag).toBe(0);
    await userEvent.click(canvas.getByRole('radio', { name: betSlipLabels.policies['accept-higher'] }));
    await expect(toggle).toBeChecked();
    await expect(args.onOddsChangePolicyChange).toHaveBeenLastCalledWith('accept-higher');
    // One radio group: the arrow keys move the choice, as on any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: betSlipLabels.policies['accept-any'] })).toHaveFocus();
    await expect(args.onOddsChangePolicyChange).toHaveBeenLastCalledWith('accept-any');
  },
};

/** While a bet is sent, the button is busy, the slip is locked, and a second press says '베팅 진행 중입니다.' without sending twice. */
export const Submitting: Story = {
  args: { initialSelections: [ulsanWin, lgHandicap], onPlaceBet: placeBetAnswers(neverAnswers) },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await placeBet(canvas, userEvent, '10000');
    const busy = await canvas.findByRole('button', { name: betSlipLabels.submitting });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(amountField(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '승무패 울산 HD 삭제' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(submitNotice(canvasElement).textContent).toBe('베팅 진행 중입니다.');
    await expect(args.onPlaceBet).toHaveBeenCalledTimes(1);
  },
};

/** Submit check 1: a guest pressing '베팅하기' gets the login dialog (onLoginRequired), nothing is sent. */
export const LoginRequired: Story = {
  args: { member: null, initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent, args }) => {
    await enterAmount(canvas, userEvent, '10000');
    await userEvent.click(submitButton(canvas));
    await expect(args.onLoginRequired).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** Given a story for one submit check: the amount typed and the exact message expected. */
function submitCheck(amount: string, message: string): Pick<Story, 'play'> {
  return {
    play: async ({ canvas, canvasElement, userEvent, args }) => {
      await enterAmount(canvas, userEvent, amount);
      await userEvent.click(submitButton(canvas));
      await waitFor(() => expect(submitNotice(canvasElement).textContent).toBe(message));
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(args.onPlaceBet).not.toHaveBeenCalled();
    },
  };
}

/** Submit check 2: no picks. */
export const NoSelections: Story = { ...submitCheck('10000', '베팅을 선택해주세요.') };

/** Submit check 3: below the minimum of 5,000 won. */
export const BelowMinimum: Story = {
  args: { initialSelections: [ulsanWin] },
  ...submitCheck('1000', '최소 베팅은 5,000원 이상입니다.'),
};

/** Issue 12, item 3: with picks, an empty amount gets the field's '베팅액수를 입력해주세요.', not the minimum's text. */
export const AmountRequired: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(submitNotice(canvasElement).textContent).toBe('베팅액수를 입력해주세요.'));
    await expect(amountField(canvas)).toHaveAccessibleDescription(bettingMessages.amountRequired);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/**
 * Issue 12, item 4: the amount takes digits only and no more than the max bet has (7), so a sign, a
 * decimal point or 21 nines never reach the field, and expected winnings stay a figure a member could see.
 */
export const AmountDigitsOnly: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    await enterAmount(canvas, userEvent, '-5000');
    await expect(amountField(canvas)).toHaveValue('5,000');
    await enterAmount(canvas, userEvent, '1e6');
    await expect(amountField(canvas)).toHaveValue('16');
    await enterAmount(canvas, userEvent, '999999999999999999999');
    await expect(amountField(canvas)).toHaveValue('9,999,999');
    // 9,999,999 × 2.10 = 20,999,997.9, floored.
    await expect(canvas.getByText(betSlipLabels.expectedWinnings).nextElementSibling).toHaveTextContent('₩20,999,997');
    await expect(amountField(canvas)).not.toHaveAttribute('aria-invalid');
  },
};

/** Submit check 5: above the max bet of 2,000,000 (the auto-clamp is off, or it would lower the amount first). */
export const AboveMaxBet: Story = {
  args: { initialSelections: [ulsanWin], autoClamp: false },
  ...submitCheck('2500000', '최대베팅금 2,000,000이상 베팅하실수 없습니다. '),
};

/** Submit check 6: 1,500,000 × 4.09 passes the max winnings of 5,000,000 (auto-clamp off). */
export const AboveMaxWinnings: Story = {
  args: { initialSelections: [ulsanWin, lgHandicap], autoClamp: false },
  ...submitCheck('1500000', '최대당첨금 5,000,000을 초과하여 베팅하실수 없습니다. '),
};

/** demo01's balance in the tester's report (issue 12). */
const demo01 = { id: 1001, emoney: 1_287_500 };

/**
 * Issue 12, item 1: three picks at 2.12, 2.44 and 2.03 with the 3-folder bonus (10.81) and ₩1,287,500:
 * '최대' fills 462,530 (winnings 4,999,949 within the 5,000,000 max), and '베팅하기' reaches the confirm.
 * The clamp on blur is off, as on the site.
 */
export const MaxWithinMaxWinnings: Story = {
  args: {
    member: demo01,
    autoClamp: false,
    initialSelections: prematchSlip({ ...ulsanWin, betPrice: 2.12 }, { ...lgHandicap, betPrice: 2.44 }, { ...pohangOver, betPrice: 2.03 }),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText(betSlipLabels.totalOdds).nextElementSibling).toHaveTextContent('10.81');
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    await expect(amountField(canvas)).toHaveValue('462,530');
    await expect(canvas.getByText(betSlipLabels.expectedWinnings).nextElementSibling).toHaveTextContent('₩4,999,949');
    await userEvent.click(canvas.getByRole('button', { name: '하프' }));
    await expect(amountField(canvas)).toHaveValue('462,530');
    await userEvent.click(submitButton(canvas));
    const confirm = await screen.findByRole('dialog', { name: betConfirmDialogLabels.title });
    await expect(confirm).toHaveAccessibleDescription('베팅하시겠습니까?');
    await expect(submitNotice(canvasElement).textContent).toBe('');
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** With a balance under the min bet, '최대' fills nothing the site would refuse and says why under the amount. */
export const MaxBalanceBelowMinimum: Story = {
  args: { member: { id: 1001, emoney: 3_000 }, autoClamp: false, initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    await expect(amountField(canvas)).toHaveValue('');
    await expect(amountField(canvas)).toHaveAccessibleDescription('보유머니가 최소 베팅금 5,000원보다 적습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '5천' }));
    await expect(amountField(canvas)).toHaveValue('');
    await expect(amountField(canvas)).toHaveAccessibleDescription('보유머니가 최소 베팅금 5,000원보다 적습니다.');
  },
};

/** Issue 12, item 2: a typed amount above the balance is refused before the confirm, after the spec's checks 3–7 (clamp off, as on the site). */
export const AboveBalance: Story = {
  args: { member: demo01, autoClamp: false, initialSelections: [ulsanWin] },
  ...submitCheck('1500000', '보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.'),
};

/** Submit check 7: an in-play slip at 115.94 total odds (the submit text ends with a space). */
export const AboveMaxOdds: Story = {
  args: {
    area: 'inplay',
    initialSelections: [
      { ...ulsanWin, betPrice: 5.5 },
      { ...lgHandicap, betPrice: 6.2 },
      { ...seoulDraw, betPrice: 3.4 },
    ],
  },
  ...submitCheck('5000', '최대배당 100을 초과하여 베팅하실수 없습니다. '),
};

/** Submit check 8: every check passed, so the persistent confirm asks '베팅하시겠습니까?' with '취소' focused. */
export const ConfirmBet: Story = {
  args: { initialSelections: [ulsanWin, lgHandicap] },
  play: async ({ canvas, userEvent, args }) => {
    await enterAmount(canvas, userEvent, '10000');
    await userEvent.click(submitButton(canvas));
    const confirm = await screen.findByRole('dialog', { name: betConfirmDialogLabels.title });
    await expect(confirm).toHaveAccessibleDescription('베팅하시겠습니까?');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: betConfirmDialogLabels.cancel })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(confirm).toBeVisible();
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/** Declining the confirm closes it, sends nothing and returns focus to '베팅하기'. */
export const ConfirmDeclined: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent, args }) => {
    await enterAmount(canvas, userEvent, '10000');
    await userEvent.click(submitButton(canvas));
    const confirm = await screen.findByRole('dialog', { name: betConfirmDialogLabels.title });
    await userEvent.click(within(confirm).getByRole('button', { name: betConfirmDialogLabels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(submitButton(canvas)).toHaveFocus());
    await expect(args.onPlaceBet).not.toHaveBeenCalled();
  },
};

/**
 * The server answers with changed odds: the dialog shows old odds struck through and the new ones, and
 * '수락' resends with the new prices and versions (the dialog waits, busy, for the second answer).
 */
export const OddsChanged: Story = {
  args: {
    initialSelections: [ulsanWin, lgHandicap],
    defaultOddsChangePolicy: 'ask',
    onPlaceBet: placeBetAnswers(oddsChangeRefusal, neverAnswers),
  },
  play: async ({ canvas, userEvent, args }) => {
    await placeBet(canvas, userEvent, '10000');
    const dialog = await screen.findByRole('dialog', { name: bettingMessages.oddsChangedTitle });
    const rows = within(within(dialog).getByRole('list', { name: oddsChangeDialogLabels.list })).getAllByRole('listitem');
    await expect(rows[0]!.querySelector('del')).toHaveTextContent('2.10');
    await expect(rows[0]!.querySelector('ins')).toHaveTextContent('1.95');
    await expect(rows[1]!.querySelector('del')).toHaveTextContent('1.95');
    await expect(rows[1]!.querySelector('ins')).toHaveTextContent('2.05');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '수락' }));
    await waitFor(() => expect(args.onPlaceBet).toHaveBeenCalledTimes(2));
    const resent = requestAt(args.onPlaceBet, 1);
    await expect(resent.bettings.map((leg) => leg.betPrice)).toEqual([1.95, 2.05]);
    await expect(resent.bettings.map((leg) => leg.version)).toEqual([4, 6]);
    await expect(resent.totalRatio).toBe(3.99);
    await expect(requestAt(args.onPlaceBet, 0).bettings.map((leg) => leg.version)).toEqual([3, 5]);
    await expect(within(dialog).getByRole('button', { name: oddsChangeDialogLabels.pending })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Declining changed odds closes the dialog and lets the member bet again with the slip as it was. */
export const OddsChangeCancelled: Story = {
  args: {
    initialSelections: [ulsanWin, lgHandicap],
    defaultOddsChangePolicy: 'ask',
    onPlaceBet: placeBetAnswers(oddsChangeRefusal),
  },
  play: async ({ canvas, userEvent, args }) => {
    await placeBet(canvas, userEvent, '10000');
    const dialog = await screen.findByRole('dialog', { name: bettingMessages.oddsChangedTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-busy');
    await expect(within(listItems(canvas)[0]!).getByText('2.10')).toBeVisible();
    await expect(args.onPlaceBet).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(submitButton(canvas)).toHaveFocus());
  },
};

/** With 'accept any change' (the spec's default), changed odds are resent unasked and the bet is placed. */
export const OddsChangeAutoAccepted: Story = {
  args: {
    initialSelections: [ulsanWin, lgHandicap],
    onPlaceBet: placeBetAnswers(oddsChangeRefusal, placed),
  },
  play: async ({ canvas, userEvent, args }) => {
    await placeBet(canvas, userEvent, '10000');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1));
    await expect(args.onPlaceBet).toHaveBeenCalledTimes(2);
    await expect(requestAt(args.onPlaceBet, 0).changeFlag).toBe(1);
    await expect(requestAt(args.onPlaceBet, 1).bettings.map((leg) => leg.betPrice)).toEqual([1.95, 2.05]);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** On success the slip is cleared, the amount reset, the stored slip emptied and onSuccess called. */
export const SuccessCleared: Story = {
  args: { initialSelections: prematchSlip(ulsanWin, lgHandicap, pohangOver) },
  play: async ({ canvas, userEvent, args }) => {
    await placeBet(canvas, userEvent, '50000');
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ message: '베팅이 완료되었습니다.' }));
    const sent = requestAt(args.onPlaceBet, 0);
    await expect(sent.amounts).toBe(50_000);
    await expect(sent.gameDetailType).toBe(96);
    await expect(canvas.getByText(betSlipLabels.empty)).toBeVisible();
    await expect(amountField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent(betSlipLabels.placed);
    await expect(args.onSelectionsChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText(bettingMessages.amountRequired)).toBeNull();
  },
};

/** A refusal with a server text shows that text by the button, and betting is possible again. */
export const ServerRefused: Story = {
  args: {
    initialSelections: [ulsanWin],
    onPlaceBet: placeBetAnswers(() =>
      Promise.reject(apiRejection(400, '마감된 경기가 포함되어 있습니다.', '마감된 경기가 포함되어 있습니다.')),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await placeBet(canvas, userEvent, '10000');
    await waitFor(() => expect(submitNotice(canvasElement).textContent).toBe('마감된 경기가 포함되어 있습니다.'));
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-busy');
  },
};

/** A refusal without any text shows the spec's default message. */
export const ServerRefusedWithoutText: Story = {
  args: { initialSelections: [ulsanWin], onPlaceBet: placeBetAnswers(() => Promise.reject(new Error())) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await placeBet(canvas, userEvent, '10000');
    await waitFor(() =>
      expect(submitNotice(canvasElement).textContent).toBe('알수없는 에러가 발생했습니다. 관리자에게 문의하여 주세요.'),
    );
  },
};

/** The site's own refusal (prices or money stale) shows its text, not the unknown-error default. */
export const SiteRefusedStale: Story = {
  args: {
    initialSelections: [ulsanWin],
    onPlaceBet: placeBetAnswers(() =>
      Promise.reject(new BetSlipRefusal('배당과 보유금액을 새로 불러오지 못해 베팅을 보내지 않았습니다. 잠시 후 다시 시도해주세요.')),
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await placeBet(canvas, userEvent, '10000');
    await waitFor(() =>
      expect(submitNotice(canvasElement).textContent).toBe(
        '배당과 보유금액을 새로 불러오지 못해 베팅을 보내지 않았습니다. 잠시 후 다시 시도해주세요.',
      ),
    );
    await expect(submitNotice(canvasElement).textContent).not.toBe(bettingMessages.betFailedDefault);
    await expect(submitButton(canvas)).not.toHaveAttribute('aria-busy');
  },
};

/** Leaving the amount field clamps it and says why: 2,500,000 on one pick at 2.10 becomes the max bet, 2,000,000. */
export const AmountAutoClamp: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    await enterAmount(canvas, userEvent, '2500000');
    await userEvent.tab();
    await expect(amountField(canvas)).toHaveValue('2,000,000');
    await expect(amountField(canvas)).toHaveAccessibleDescription('최대베팅금 2,000,000이상 베팅하실수 없습니다.');
    await expect(canvas.getByText(betSlipLabels.expectedWinnings).nextElementSibling).toHaveTextContent('₩4,200,000');
  },
};

/** Issue 32: a typed amount above the balance becomes the balance on blur (spec 5's clamp), and the field says why. */
export const AmountClampedToBalance: Story = {
  args: { member: demo01, initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    await enterAmount(canvas, userEvent, '1500000');
    await userEvent.tab();
    await expect(amountField(canvas)).toHaveValue('1,287,500');
    await expect(amountField(canvas)).toHaveAccessibleDescription('보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.');
    // Once: the next keystroke clears the reason.
    await userEvent.type(amountField(canvas), '{Backspace}');
    await expect(amountField(canvas)).not.toHaveAccessibleDescription();
  },
};

/** Quick-add on the slip: 1만 twice, then 하프 (half of 3,000,000) and 정정. */
export const QuickAdd: Story = {
  args: { initialSelections: [ulsanWin] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '1만' }));
    await userEvent.click(canvas.getByRole('button', { name: '1만' }));
    await expect(amountField(canvas)).toHaveValue('20,000');
    await userEvent.click(canvas.getByRole('button', { name: '하프' }));
    await expect(amountField(canvas)).toHaveValue('1,500,000');
    await userEvent.click(canvas.getByRole('button', { name: '최대' }));
    // The max bet (2,000,000) is within the balance; 2,000,000 × 2.10 stays under the max winnings.
    await expect(amountField(canvas)).toHaveValue('2,000,000');
    await userEvent.click(canvas.getByRole('button', { name: '정정' }));
    await expect(amountField(canvas)).toHaveValue('');
  },
};

/** On the 424 px layout the bottom bar's bet cart shows the count and opens the slip in a full-screen dialog. */
export const MobileDialog: Story = {
  args: { variant: 'dialog', initialSelections: prematchSlip(ulsanWin, lgHandicap, pohangOver) },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    const cart = canvas.getByRole('button', { name: '베팅카트 3개 선택' });
    await userEvent.click(cart);
    const dialog = await screen.findByRole('dialog', { name: betSlipLabels.title });
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    const slip = within(dialog);
    await expect(slip.getAllByRole('listitem').filter((item) => item.dataset.kind !== undefined)).toHaveLength(4);
    await expect(slip.getByRole('textbox', { name: amountFieldLabels.label })).toHaveAttribute('inputmode', 'numeric');
    await expect(slip.getByRole('button', { name: betSlipLabels.submit })).toBeVisible();
  },
};

/** In the mobile dialog a bet runs the same way: the confirm opens over the slip, and Esc closes neither. */
export const MobileDialogConfirm: Story = {
  args: { variant: 'dialog', initialSelections: [ulsanWin] },
  globals: atViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /베팅카트/ }));
    const dialog = await screen.findByRole('dialog', { name: betSlipLabels.title });
    const slip = within(dialog);
    await userEvent.type(slip.getByRole('textbox', { name: amountFieldLabels.label }), '10000');
    await userEvent.click(slip.getByRole('button', { name: betSlipLabels.submit }));
    const confirm = await screen.findByRole('dialog', { name: betConfirmDialogLabels.title });
    await userEvent.keyboard('{Escape}');
    await expect(confirm).toBeVisible();
    await expect(dialog).toBeInTheDocument();
  },
};

const itemRenders = new Map<string, number>();
/** Counts each slip item's renders (the probe sits inside SlipItem's memo boundary). */
const countItemRender: ProfilerOnRenderCallback = (id) => {
  itemRenders.set(id, (itemRenders.get(id) ?? 0) + 1);
};
const twentyPicks = manyPicks(20, [1.85, 2.1, 1.95, 3.2, 1.72]);

/** Performance: with 20 live picks, one price change re-renders only that pick (React Profiler count). */
export const Perf20Picks: Story = {
  // A measurement, not a state a designer looks for: tested, out of the sidebar and the docs page.
  tags: ['!dev', '!autodocs'],
  args: {
    area: 'inplay',
    initialSelections: twentyPicks,
    feed: [{ ...twentyPicks[6]!, betPrice: 2.35, version: 2 }],
  },
  decorators: [
    (Story) => (
      <SlipItemRenderProbe.Provider value={countItemRender}>
        <Story />
      </SlipItemRenderProbe.Provider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(listItems(canvas)).toHaveLength(20);
    itemRenders.clear();
    await userEvent.click(canvas.getByRole('button', { name: /^배당 변경:/ }));
    const changed = listItems(canvas)[6]!;
    await waitFor(() => expect(changed.querySelector('ins')).toHaveTextContent('2.35'));
    await expect(Object.fromEntries(itemRenders)).toEqual({ [String(twentyPicks[6]!.id)]: 1 });
  },
};

/** A virtual-sports slip holds one pick per game: a second pick on the same game is not added. */
export const VirtualOnePickPerGame: Story = {
  args: {
    area: 'virtual',
    initialSelections: [ulsanWin],
    board: [{ ...ulsanWin, id: 710012, betName: 'X', betPrice: 3.4 }, pohangOver],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /울산 HD vs 전북 현대 · 승무패 무승부/ }));
    await expect(listItems(canvas)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /포항 스틸러스 vs 대구 FC/ }));
    await expect(listItems(canvas)).toHaveLength(2);
    await expect(canvas.queryByText('1.30 이상', { exact: false })).toBeNull();
  },
};
