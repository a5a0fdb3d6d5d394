import { Spinner } from '@client/components/ui/spinner';

export function CenteredSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}
