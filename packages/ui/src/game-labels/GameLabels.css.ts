import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The live status pill ('전반전', '3세트'). */
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  minHeight: '20px',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.full,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  // Codes run through numbers ('1쿼터'…'4쿼터'), so the figures keep one width.
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The feed's own text, shown when the dictionary has no label, is set apart as not ours.
    '&[data-state="fallback"]': { borderStyle: 'dashed', color: vars.color.text.secondary },
  },
});

/** A period name inline with a score ('2쿼터', '7이닝'). */
export const period = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A market name; an unlabelled one keeps its English, in the secondary colour. */
export const market = style({
  selectors: {
    '&[data-state="unlabelled"]': { color: vars.color.text.secondary },
  },
});
