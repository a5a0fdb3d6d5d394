import { LOGO } from '@shared/logo';
import { TEXTS } from '@shared/texts';
import { cn } from '@client/lib/utils';

/** The Pillars mark (src/shared/logo.ts), decorative: the product's name is always beside it. */
export function LogoMark({ className }: { className?: string }) {
  const { tile, pillars } = LOGO;
  return (
    <svg
      viewBox={LOGO.viewBox}
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
      data-testid="logo"
    >
      <rect width={LOGO.size} height={LOGO.size} rx={tile.rx} fill={tile.fill} />
      <path
        d={pillars.d}
        stroke={pillars.stroke}
        strokeWidth={pillars.strokeWidth}
        strokeLinecap={pillars.strokeLinecap}
        fill="none"
      />
    </svg>
  );
}

/** The mark and the name, as the headers show them. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('flex items-center gap-2 text-lg font-bold', className)}>
      <LogoMark className={markClassName} />
      {TEXTS.appName}
    </span>
  );
}
