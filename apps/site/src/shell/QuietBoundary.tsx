import { Component, type ReactNode } from 'react';

/**
 * Renders nothing in place of a part that failed to render, so an optional layer over the page (the popups) can
 * never take the page down with it; the failure goes to the console for the developer.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
