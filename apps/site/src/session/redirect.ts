/** The path to follow after login: only paths of this site, never another origin ('//evil.example', 'https://…'). */
export function safeRedirect(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}
