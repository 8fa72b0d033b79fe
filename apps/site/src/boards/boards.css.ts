import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

// A board reads like the message box: one page frame for the member's reading pages.
export { page, title } from '../messages/MessagePage.css';

export const lead = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.md });

export const foot = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const backLink = style({ color: vars.color.text.link });
