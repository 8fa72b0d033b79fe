import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mobileMedia } from '../theme/media.css';

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const section = style({ display: 'grid', gap: vars.space.sm });

/** The two conversion forms side by side on desktop, stacked on mobile. */
export const forms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
