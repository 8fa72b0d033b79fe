import type { ReactNode } from 'react';
import { themeRoot } from './ThemeRoot.css';
import { darkTheme, lightTheme } from './themes.css';

/** The two themes: dark is the site default, light is the recommender area. */
export const themeNames = ['dark', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeClass: Record<ThemeName, string> = { dark: darkTheme, light: lightTheme };

export interface ThemeRootProps {
  /** Which theme the subtree uses. */
  theme?: ThemeName;
  /** The themed content. */
  children: ReactNode;
}

/** Applies a theme to its subtree (the page root, or the recommender area inside the dark site). */
export function ThemeRoot({ theme = 'dark', children }: ThemeRootProps) {
  return (
    <div className={`${themeClass[theme]} ${themeRoot}`} data-theme={theme}>
      {children}
    </div>
  );
}
