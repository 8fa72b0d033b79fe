import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetFocus } from 'react-hook-form';

/**
 * Focuses a form's field as the form appears, a frame later: a dialog around it moves focus to its first control as it
 * opens, and this must come after. `enabled` false leaves focus where it is.
 */
export function useFocusOnShow<Values extends FieldValues>(setFocus: UseFormSetFocus<Values>, field: FieldPath<Values>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => setFocus(field));
    return () => cancelAnimationFrame(frame);
  }, [setFocus, field, enabled]);
}
