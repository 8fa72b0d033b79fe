import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '480px',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg });

export const status = style({ margin: 0 });

export const failed = style({ margin: 0, color: vars.color.danger.onSurface });

export const meta = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
