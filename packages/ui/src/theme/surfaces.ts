import { vars } from './contract.css';

/** The raised surface every overlay box shares (dialogs, site popups): background, text, border, radius, shadow. */
export const overlaySurfaceRules = {
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
} as const;

/** A sent form's outcome line (the live status under a money or enquiry form), green or red by its data-tone. */
export const formOutcomeRules = {
  margin: 0,
  minHeight: '1.5em',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-tone="success"]': { color: vars.color.state.win },
    '&[data-tone="failure"]': { color: vars.color.danger.onSurface },
  },
} as const;
