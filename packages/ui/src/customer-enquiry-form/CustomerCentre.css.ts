import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const subtitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

export const intro = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const account = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });
