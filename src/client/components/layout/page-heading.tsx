import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';
import { usePageHeading } from './use-page-heading';

/**
 * A screen's h1. It names the document (`title`) and takes the focus after a navigation; it is
 * focusable by script only (tabIndex -1) and shows no ring, since it is not a control.
 */
export function PageHeading({
  title,
  className,
  ...props
}: ComponentProps<'h1'> & { title: string }) {
  const ref = usePageHeading(title);
  return (
    <h1 ref={ref} tabIndex={-1} className={cn('scroll-mt-20 outline-none', className)} {...props} />
  );
}
