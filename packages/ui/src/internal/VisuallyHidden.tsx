import type { ComponentPropsWithoutRef } from 'react';
import { visuallyHiddenRules } from '../theme/visuallyHidden';

/**
 * Text for screen readers only: a plain span styled inline (as radix's VisuallyHidden is, so no class ships with it),
 * without radix's Primitive and Slot under it, which the first route would otherwise load for this alone.
 */
export function VisuallyHidden({ style, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} style={style ? { ...visuallyHiddenRules, ...style } : visuallyHiddenRules} />;
}
