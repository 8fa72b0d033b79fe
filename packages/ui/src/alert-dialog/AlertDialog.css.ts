import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Server and spec messages carry line breaks ('…차단 되었습니다.\n팝업 차단을…'): keep them. */
export const message = style({
  margin: 0,
  whiteSpace: 'pre-line',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});
