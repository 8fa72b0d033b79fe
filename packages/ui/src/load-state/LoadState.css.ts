import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { listNoticeRules } from '../theme/surfaces';

/** Where a state stands, which sets its frame: a board's body, a list's place, a tree branch, a game card. */
export const loadStateLayouts = ['board', 'list', 'branch', 'card'] as const;

const column = { display: 'flex', flexDirection: 'column', margin: 0 } as const;

/** A board's body: a dashed panel, centred. */
const boardPanel = {
  ...column,
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
} as const;

/** A game card's waiting or empty state: a dashed panel, centred. */
const cardNotice = {
  margin: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  textAlign: 'center',
} as const;

export const root = recipe({
  variants: {
    layout: {
      board: {},
      list: { ...column, alignItems: 'center', ...listNoticeRules },
      branch: {
        ...column,
        alignItems: 'flex-start',
        gap: vars.space.xs,
        padding: `${vars.space.xs} ${vars.space.sm}`,
        color: vars.color.text.secondary,
        fontSize: vars.font.size.sm,
      },
      card: {},
    },
    state: { loading: {}, failed: {}, empty: {} },
  },
  compoundVariants: [
    { variants: { layout: 'board', state: 'loading' }, style: { ...column, gap: vars.space.sm, padding: 0 } },
    { variants: { layout: 'board', state: 'failed' }, style: boardPanel },
    { variants: { layout: 'board', state: 'empty' }, style: boardPanel },
    { variants: { layout: 'card', state: 'loading' }, style: cardNotice },
    { variants: { layout: 'card', state: 'empty' }, style: cardNotice },
    {
      variants: { layout: 'card', state: 'failed' },
      style: {
        ...column,
        alignItems: 'flex-start',
        gap: vars.space.sm,
        padding: vars.space.lg,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.danger.onSurface}`,
        backgroundColor: vars.color.surface.sunken,
      },
    },
  ],
});

/** The failure's heading ('경기 목록을 불러오지 못했습니다.'). */
export const title = recipe({
  base: { margin: 0 },
  variants: {
    layout: {
      board: { color: vars.color.danger.onSurface, fontWeight: vars.font.weight.bold },
      list: { color: vars.color.danger.onSurface, fontWeight: vars.font.weight.bold },
      branch: { color: vars.color.danger.onSurface },
      card: { color: vars.color.text.primary, fontWeight: vars.font.weight.bold },
    },
  },
});

/** The server's text, or the loading line of a board. */
export const message = recipe({
  base: { margin: 0 },
  variants: {
    layout: {
      board: { color: vars.color.text.muted, fontSize: vars.font.size.sm },
      list: { color: vars.color.danger.onSurface, fontWeight: vars.font.weight.medium },
      branch: {},
      card: { color: vars.color.danger.onSurface, fontSize: vars.font.size.md },
    },
  },
});

const pulse = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** A placeholder card while a board loads. */
export const placeholder = style({
  height: '148px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  selectors: { '[data-reduce-motion="true"] &': { animation: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
