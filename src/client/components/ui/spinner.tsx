import { Loader2 } from 'lucide-react';
import { cn } from '@client/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-live="polite" className="inline-flex">
      <Loader2 aria-hidden="true" className={cn('size-8 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
