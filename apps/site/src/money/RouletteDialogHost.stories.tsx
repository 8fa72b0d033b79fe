import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { type AppLayout } from '../layout/AppLayout';
import { layoutLabels } from '../layout/labels';
import { SCREEN_WAIT, frameStoryMeta } from '../stories/siteDecorator';

const meta = {
  title: 'Site/Money/Roulette',
  ...frameStoryMeta,
  parameters: { ...frameStoryMeta.parameters, member: 'demo01' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 9: 2 s of spin plus 1 s before the result, with room for a busy machine. */
const RESULT_WAIT = { timeout: 20_000 };
const amountOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''));

/** The points the member column's balance strip shows. */
const pointsIn = (strip: HTMLElement) => amountOf(within(strip).getByText('포인트').nextElementSibling?.textContent);

/** The roulette's result line, empty while the wheel turns. */
const resultLine = () => document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
/** Member re-reads (GET /member/{id}) sent after the spin and before its result: their answers hold the prize. */
let spinSent = false;
let readsWhileTurning = 0;
const watchSpinAndReads = [
  http.post('*/card/choice', () => {
    spinSent = true;
    // No answer here: the demo backend answers (the handlers below it do).
    return undefined;
  }),
  http.get('*/member/:id', ({ params }) => {
    if (/^\d+$/.test(String(params.id)) && spinSent && resultLine() === '') readsWhileTurning += 1;
    return undefined;
  }),
];

/** Each change of the shown points, with what the roulette's result line said at that moment. */
function recordPointChanges(strip: HTMLElement) {
  const changes: { points: number; result: string }[] = [];
  let last = pointsIn(strip);
  const observer = new MutationObserver(() => {
    const points = pointsIn(strip);
    if (points === last) return;
    last = points;
    changes.push({ points, result: resultLine() });
  });
  observer.observe(strip, { subtree: true, childList: true, characterData: true });
  return { changes, stop: () => observer.disconnect() };
}

/**
 * Spec 4: a spin turns the wheel for 2 s and shows the result 1 s later; the member's points go up with that result,
 * never while the wheel turns (demo01's first normal spin on the story seed wins 10,000 points).
 */
export const PointsFollowTheResult: Story = {
  parameters: { msw: { handlers: watchSpinAndReads } },
  play: async ({ canvas, userEvent }) => {
    spinSent = false;
    readsWhileTurning = 0;
    const column = await canvas.findByRole('complementary', { name: layoutLabels.memberColumn }, SCREEN_WAIT);
    const strip = await within(column).findByRole('group', { name: '보유 잔액' }, SCREEN_WAIT);
    await waitFor(() => expect(pointsIn(strip)).toBe(32_200), SCREEN_WAIT);
    const record = recordPointChanges(strip);

    await userEvent.click(within(column).getByRole('button', { name: '룰렛' }));
    const dialog = await screen.findByRole('dialog', { name: '룰렛' }, SCREEN_WAIT);
    await userEvent.click(await within(dialog).findByRole('button', { name: '룰렛 돌리기' }, SCREEN_WAIT));
    await expect(await within(dialog).findByText('10,000 포인트가 적립되었습니다.', {}, RESULT_WAIT)).toBeVisible();
    await waitFor(() => expect(pointsIn(strip)).toBe(42_200), SCREEN_WAIT);
    record.stop();
    // The member was read again while the wheel turned (the prize already in the answer), yet the points moved only with the result.
    await expect(readsWhileTurning).toBeGreaterThan(0);
    await expect(record.changes).toEqual([{ points: 42_200, result: '10,000 포인트가 적립되었습니다.' }]);

    // The wheel's resting angle is random within the prize's segment: the picture is of the column, dialog closed.
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '룰렛' })).toBeNull());
  },
};
