import { style } from '@vanilla-extract/css';
import { vars } from '@betkit/ui/theme';

/** The notice pages' links to the list and to the write form. */
export const backLink = style({ color: vars.color.text.link });
