export { LoggedOutPanel, loggedOutPanelVariants } from './LoggedOutPanel';
export type { LoggedOutBanner, LoggedOutPanelLinkProps, LoggedOutPanelProps } from './LoggedOutPanel';
export { useLoginForm } from './useLoginForm';
export type { LoginCredentials, LoginFormState, LoginFormStatus } from './useLoginForm';
export { loggedOutPanelLabels } from './labels';
export type { LoggedOutPanelLabels } from './labels';
