import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { HISTORY_GAME_TYPES } from '@betkit/domain';
import { atViewport } from '@betkit/storybook/viewports';
import { Pagination, type PaginationProps } from './Pagination';
import { paginationLabels } from './labels';

/** Pagination with its own page state, so clicks and keys move the current page. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Betting/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 4, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const numberedButtons = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .filter((button) => /^\d+$/.test(button.textContent ?? ''));

/** Given four pages on page 1, first and previous are disabled and the current page is marked. */
export const FewPages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: paginationLabels.nav });
    await expect(numberedButtons(nav).map((button) => button.textContent)).toEqual(['1', '2', '3', '4']);
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: paginationLabels.first })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: paginationLabels.previous })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: paginationLabels.last }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('button', { name: paginationLabels.next })).toBeDisabled();
  },
};

/** Given page 15 of 40, eleven buttons 10–20 are centred on it; next and previous step by one and the window follows. */
export const ElevenWindow: Story = {
  args: { page: 15, pageCount: 40 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(numberedButtons(nav).map((button) => Number(button.textContent))).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    await expect(canvas.getByRole('button', { name: '15' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: paginationLabels.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(16);
    await expect(numberedButtons(nav)[0]).toHaveTextContent('11');
    await userEvent.click(canvas.getByRole('button', { name: paginationLabels.previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(15);
    await expect(numberedButtons(nav)[0]).toHaveTextContent('10');
  },
};

/** Given a mini-game list of 250 slips (25 pages of 10), only 3 pages are offered. */
export const Capped: Story = {
  args: { page: 1, pageCount: undefined, totalCount: 250, gameType: HISTORY_GAME_TYPES.minigame },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation');
    await expect(numberedButtons(nav).map((button) => button.textContent)).toEqual(['1', '2', '3']);
    await userEvent.click(canvas.getByRole('button', { name: paginationLabels.last }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Every button is reached with Tab and pressed with Enter or Space; focus stays on the pressed number. */
export const Keyboard: Story = {
  args: { page: 5, pageCount: 12 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: paginationLabels.first })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    const pressed = canvas.getByRole('button', { name: '2' });
    await expect(pressed).toHaveFocus();
    await expect(pressed).toHaveAttribute('aria-current', 'page');
  },
};

/** On a 424 px phone the arrows show glyphs only and all fifteen buttons fit on one line. */
export const Mobile: Story = {
  args: { page: 15, pageCount: 40 },
  globals: atViewport('mobile'),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const buttons = within(nav).getAllByRole('button');
    await expect(buttons).toHaveLength(15);
    const tops = new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(window.innerWidth - 32);
    await expect(canvas.getByRole('button', { name: paginationLabels.previous })).toBeVisible();
  },
};
