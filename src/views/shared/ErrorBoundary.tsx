/** Catches render errors below it and shows the error screen; Refresh is a full page load of the console's root. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useApp } from '../AppContext';
import { ErrorView } from './ErrorView';

interface BoundaryProps {
  readonly children: ReactNode;
  readonly onRefresh: () => void;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The console failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorView onRefresh={this.props.onRefresh} /> : this.props.children;
  }
}

export function ErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { reload, routePrefix } = useApp();
  return <Boundary onRefresh={() => reload(`${routePrefix}/`)}>{children}</Boundary>;
}
