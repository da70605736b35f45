// Catches a rendering crash anywhere in the routes and shows RouteErrorPage instead of a blank tab. Moving
// to another page (a new pathname) clears it, so the navigation bar's links keep working after a crash.
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page.js';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean; resetKey: string }> {
  state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useLocation().pathname}>{children}</ErrorBoundary>;
}
