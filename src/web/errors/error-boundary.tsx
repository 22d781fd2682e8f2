import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './sentry';

/** Catches a crashing view, reports it, and shows the friendly fallback instead of a blank page. */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
