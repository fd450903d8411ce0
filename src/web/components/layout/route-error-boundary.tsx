import { Component, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { CrashScreen } from "./crash-screen.tsx";

interface BoundaryProps {
  fullPage: boolean;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error("Unknown error") };
  }

  override render(): ReactNode {
    if (this.state.error !== undefined) return <CrashScreen error={this.state.error} fullPage={this.props.fullPage} />;
    return this.props.children;
  }
}

/**
 * Catches a crash while rendering its part of the page and shows the crash screen instead; moving
 * to another page starts afresh (the boundary is keyed by the path).
 */
export function RouteErrorBoundary({ fullPage = false, children }: { fullPage?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fullPage={fullPage}>
      {children}
    </ErrorBoundary>
  );
}
