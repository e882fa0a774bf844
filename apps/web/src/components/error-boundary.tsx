import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  fallback: ReactNode;
  /** A change of this value (the address) lets the children render again after an error. */
  resetKey?: string;
};
type State = { failedAt: string | undefined; failed: boolean };

/**
 * A page that throws while rendering (or whose chunk fails to load) shows `fallback` instead; moving to another page
 * tries again. React offers error boundaries only as class components (react.dev, "Catching rendering errors with an
 * error boundary"); this is the whole of one.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedAt: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { failed: false, failedAt: props.resetKey };
    return null;
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
