import { vars } from './contract.css';

/** The frame of a 28 px button that holds only an icon (the favourite star, the tree's search); callers add colours. */
export const iconButtonRules = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
} as const;
