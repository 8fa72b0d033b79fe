import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { darkTokens } from '../theme';
import { vars } from '../theme/contract.css';
import * as styles from './BetButton.css';
import { BetButton } from './BetButton';
import { betButtonLabels } from './labels';

/** '#ff7b7b' → 'rgb(255, 123, 123)', the form getComputedStyle reports. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const meta = {
  title: 'Betting/BetButton',
  component: BetButton,
  args: { betName: '1', price: 1.859, homeName: '울산 HD', awayName: '전북 현대', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BetButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Given a home pick at 1.859, the button reads '울산 HD 승 1.85': the price is floored, never rounded. */
export const Normal: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 1.85' });
    await expect(button).toHaveAttribute('data-state', 'normal');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button.querySelector('[aria-hidden="true"]:nth-child(3)')).toHaveTextContent(/^1\.85$/);
    await expect(button).not.toHaveAttribute('data-direction');
  },
};

/** The page's style rule for a selector, as the browser parsed it (vanilla-extract injects its sheets). */
function ruleFor(selector: string): CSSStyleRule | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSStyleRule && rule.selectorText === selector) return rule;
    }
  }
  return undefined;
}

/**
 * Hover is CSS `:hover` on a plain button (not React state). Storybook's userEvent.hover is simulated and cannot set
 * `:hover`, so the check is that the page holds the hover rule with the hover colours (a real pointer sees them).
 */
export const Hovered: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 1.85' });
    await expect(button).toHaveClass(styles.button);
    await expect(button).toHaveAttribute('data-state', 'normal');
    const hover = ruleFor(`.${styles.button}[data-state="normal"]:hover`);
    await expect(hover?.style.backgroundColor).toBe(vars.color.surface.hover);
    await expect(hover?.style.borderColor).toBe(vars.color.border.strong);
  },
};

/** Clicking toggles the pick: pressed and 'selected', then released, then pressed again from the keyboard. */
export const Selected: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(false);
    return (
      <BetButton
        {...args}
        selected={selected}
        onSelect={() => {
          args.onSelect?.();
          setSelected((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 1.85' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-state', 'selected');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.unhover(button);
    await expect(button).toHaveAttribute('data-state', 'normal');
    button.focus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

/** Given a suspended market, a lock replaces the price and a click does nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: `울산 HD 승 ${betButtonLabels.suspended}` });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-state', 'disabled');
    await expect(button.querySelector('svg')).not.toBeNull();
    await expect(button).not.toHaveTextContent(/1\.85/);
    await userEvent.click(button);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** A price that rose: an up arrow, the words '배당 상승' in its name and the theme's price-up colour; no flash under reduced motion. */
export const PriceUp: Story = {
  args: { previousPrice: 1.85, price: 2.1 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 2.10 배당 상승' });
    await expect(button).toHaveAttribute('data-direction', 'up');
    const price = canvasElement.querySelector('span[data-direction="up"]')!;
    await expect(price).toHaveTextContent(/^2\.10$/);
    await expect(price.querySelector('svg')).not.toBeNull();
    await expect(getComputedStyle(price).color).toBe(rgb(darkTokens.color.price.up));
    const flash = button.lastElementChild!;
    await expect(getComputedStyle(flash).animationName).toBe('none');
  },
};

/** A price that fell: a down arrow, the words '배당 하락' in its name and the theme's price-down colour. */
export const PriceDown: Story = {
  args: { previousPrice: 2.1, price: 1.95 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 1.95 배당 하락' });
    await expect(button).toHaveAttribute('data-direction', 'down');
    const price = canvasElement.querySelector('span[data-direction="down"]')!;
    await expect(price).toHaveTextContent(/^1\.95$/);
    await expect(getComputedStyle(price).color).toBe(rgb(darkTokens.color.price.down));
  },
};

/** A move below a hundredth is no move: prices are compared after flooring. */
export const ChangeBelowAHundredth: Story = {
  args: { previousPrice: 1.851, price: 1.858 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '울산 HD 승 1.85' });
    await expect(button).not.toHaveAttribute('data-direction');
  },
};

/** A 1/X/2 row of the board: each pick reads its team or '무승부'; choosing one presses it alone. */
export const BoardRow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 392 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const [picked, setPicked] = useState<string | null>('1');
    const picks = [
      { betName: '1', price: 1.85, previousPrice: 1.8 },
      { betName: 'X', price: 3.4, previousPrice: 3.4 },
      { betName: '2', price: 4.2, previousPrice: 4.55 },
    ];
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }}>
        {picks.map((pick) => (
          <BetButton
            key={pick.betName}
            {...args}
            {...pick}
            selected={picked === pick.betName}
            onSelect={() => setPicked((current) => (current === pick.betName ? null : pick.betName))}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const home = canvas.getByRole('button', { name: '울산 HD 승 1.85 배당 상승' });
    const draw = canvas.getByRole('button', { name: '무승부 3.40' });
    const away = canvas.getByRole('button', { name: '전북 현대 승 4.20 배당 하락' });
    await expect(home).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await expect(away).toHaveAttribute('aria-pressed', 'false');
    await userEvent.unhover(draw);
  },
};

/** Free-text bet names keep their text: an over pick reads '오버 1.90', coloured as the over family. */
export const FreeTextBetName: Story = {
  args: { betName: '오버', price: 1.9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '오버 1.90' })).toBeVisible();
  },
};

/** An English bet name from the feed shows and reads in Korean: 'Even' is '짝 1.95' (virtual and mini-game boards pass names as sent). */
export const EnglishBetName: Story = {
  args: { betName: 'Even', price: 1.95 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '짝 1.95' });
    await expect(button).toHaveTextContent('짝');
    await expect(button).not.toHaveTextContent('Even');
  },
};
