import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'relative w-full rounded-lg border p-4 text-sm',
        variant === 'destructive'
          ? 'border-destructive/50 bg-destructive/5 text-destructive'
          : 'bg-card',
        className,
      )}
      {...props}
    />
  );
}
