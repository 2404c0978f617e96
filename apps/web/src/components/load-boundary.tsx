import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** Drawn instead of `children` once they failed (a lazy part that could not load). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a part that could not load from taking the whole screen down with it. */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the app could not load', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
