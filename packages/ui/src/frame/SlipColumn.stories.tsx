import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/Button';
import { headerHeight } from '../theme/frame.css';
import { vars } from '../theme/contract.css';
import { SlipColumn } from './SlipColumn';

/** A stand-in slip: `lines` rows of picks, each with its remove button (a real slip's content is focusable). */
function StandInSlip({ lines }: { lines: number }) {
  return (
    <ul aria-label="선택한 베팅" style={{ margin: 0, padding: vars.space.md, listStyle: 'none', background: vars.color.surface.raised, color: vars.color.text.primary }}>
      {Array.from({ length: lines }, (_, index) => (
        <li key={index} style={{ minHeight: 40 }}>
          {`경기 ${index + 1} · 승 1.95 `}
          <Button size="sm" variant="ghost">
            삭제
          </Button>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Shell/SlipColumn',
  component: SlipColumn,
  args: { children: <StandInSlip lines={3} /> },
  // The desktop layout in miniature: a tall page and the column beside it, under a top bar's height.
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', gap: vars.space.lg, alignItems: 'start', paddingTop: headerHeight }}>
        <div style={{ height: '150vh', background: vars.color.surface.sunken }} aria-label="페이지" role="region" />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlipColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column beside a page: a landmark named '베팅카트' that stays under the top bar as the page scrolls. */
export const BesidePage: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByRole('complementary', { name: '베팅카트' });
    await expect(column).toContainElement(canvas.getByRole('list', { name: '선택한 베팅' }));
    window.scrollTo(0, 600);
    const top = Number.parseFloat(getComputedStyle(column).top);
    await expect(top).toBeGreaterThan(0);
    await expect(column.getBoundingClientRect().top).toBeCloseTo(top, 0);
    window.scrollTo(0, 0);
  },
};

/** A slip taller than the window scrolls inside the column, whose foot stays in view. */
export const LongSlip: Story = {
  args: { children: <StandInSlip lines={40} /> },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('complementary', { name: '베팅카트' });
    await expect(column.scrollHeight).toBeGreaterThan(column.clientHeight);
    await expect(column.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A consumer's own name for the landmark. */
export const CustomLabel: Story = {
  args: { label: '미니게임 베팅카트' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: '미니게임 베팅카트' })).toBeVisible();
  },
};
