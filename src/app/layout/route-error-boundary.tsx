import { Component, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import { RouteErrorScreen } from './route-error-screen';

interface RouteErrorBoundaryProps {
  /** The location rendered: a navigation elsewhere leaves the error behind. */
  location: Location;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  /** The location's key when the error was caught (or last rendered). */
  key: string;
}

/**
 * docs/product.md §3.3: an error thrown while rendering a route, its code failing to load
 * included, shows the error screen in its place until the person goes elsewhere.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: null, key: this.props.location.key };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    // `null` means no error: a thrown `null` is still one.
    return { error: error ?? 'Something went wrong.' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location.key === state.key ? null : { error: null, key: props.location.key };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorScreen error={this.state.error} />
    );
  }
}
