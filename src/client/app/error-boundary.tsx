import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

interface State {
  error: Error | null;
}

/** Keeps a crash in one region from blanking the page, and offers a way back. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center"
      >
        <h1 className="text-xl font-semibold">Something went wrong on this screen</h1>
        <p className="text-sm text-muted-foreground">
          Your saved work is safe. Reload the page to continue.
        </p>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </div>
    );
  }
}
