import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens';

/** Class that applies the dark theme (the default) to a subtree. */
export const darkTheme = createTheme(vars, darkTokens, 'dark');

/** Class that applies the light theme (recommender area) to a subtree. */
export const lightTheme = createTheme(vars, lightTokens, 'light');

// The dark theme is the page default, so a screen renders correctly before any provider mounts.
globalStyle(':root', { vars: assignVars(vars, darkTokens) });
