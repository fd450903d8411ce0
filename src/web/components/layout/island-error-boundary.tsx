import { Component, type ReactNode } from "react";
import { CrashScreen } from "./crash-screen.tsx";

/**
 * Catches a crash of one island (ADR 044) and shows the crash notice, with its error id reported,
 * in that island's place: the rest of the page is plain HTML and stays as it is.
 */
export class IslandErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error("Unknown error") };
  }

  override render(): ReactNode {
    return this.state.error !== undefined ? <CrashScreen error={this.state.error} inPage /> : this.props.children;
  }
}
