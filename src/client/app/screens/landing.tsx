import {
  ArrowRight,
  CheckCircle2,
  ClipboardList,
  ExternalLink,
  Info,
  Lightbulb,
  Megaphone,
  Repeat,
  Rocket,
  Sparkles,
  Target,
} from 'lucide-react';
import { API, pathOf } from '@shared/contracts/routes';
import { LANDING, PAGE_TITLES, TEXTS } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Logo } from '@client/components/logo';
import { SkipLink } from '@client/components/layout/skip-link';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { communityUrl } from '../community-url';

const PILLAR_STYLE = {
  product: { icon: Lightbulb, tone: 'text-product bg-product/10', bar: 'bg-product' },
  market: { icon: Target, tone: 'text-market bg-market/10', bar: 'bg-market' },
  execution: { icon: Rocket, tone: 'text-execution bg-execution/10', bar: 'bg-execution' },
} as const;

const COMPONENT_ICONS = [ClipboardList, Repeat, Megaphone, Sparkles];

function LoginButton({ label, size = 'lg' }: { label: string; size?: 'lg' | 'default' }) {
  return (
    <Button asChild size={size}>
      <a href={pathOf(API.loginPage)}>
        {label}
        <ArrowRight aria-hidden="true" />
      </a>
    </Button>
  );
}

function JoinLink({ label, variant }: { label: string; variant: 'outline' | 'link' }) {
  return (
    <Button asChild variant={variant} size={variant === 'outline' ? 'lg' : 'default'}>
      <a href={communityUrl()} target="_blank" rel="noopener noreferrer">
        {label}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}

export function LandingScreen() {
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="border-b bg-card/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <LoginButton label={LANDING.login} size="default" />
        </div>
      </header>

      <main id="main" tabIndex={-1} className="outline-none">
        <section className="bg-gradient-to-b from-accent/70 to-background">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
            <PageHeading
              title={PAGE_TITLES.landing}
              className="text-3xl font-bold tracking-tight text-balance sm:text-5xl"
            >
              {LANDING.headline}
            </PageHeading>
            <p className="mx-auto mt-6 max-w-2xl text-base text-muted-foreground sm:text-lg">
              {LANDING.intro}
            </p>
            <div
              role="note"
              className="mx-auto mt-8 flex max-w-xl items-start gap-3 rounded-lg border border-market/30 bg-card p-4 text-left text-sm"
            >
              <Info className="mt-0.5 size-5 shrink-0 text-market" aria-hidden="true" />
              <p>{LANDING.emailNotice}</p>
            </div>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <LoginButton label={LANDING.loginCta} />
              <JoinLink label={LANDING.join} variant="outline" />
            </div>
          </div>
        </section>

        <section aria-labelledby="pillars-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="pillars-title" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
            {LANDING.pillarsTitle}
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {LANDING.pillars.map((p) => {
              const style = PILLAR_STYLE[p.key];
              const Icon = style.icon;
              return (
                <Card key={p.key} className="overflow-hidden">
                  <div className={cn('h-1.5', style.bar)} />
                  <CardHeader>
                    <span
                      className={cn(
                        'mb-2 inline-flex size-11 items-center justify-center rounded-lg',
                        style.tone,
                      )}
                    >
                      <Icon className="size-6" aria-hidden="true" />
                    </span>
                    <CardTitle>{p.title}</CardTitle>
                  </CardHeader>
                  <CardContent className="text-sm text-muted-foreground">{p.body}</CardContent>
                </Card>
              );
            })}
          </div>
        </section>

        <section aria-labelledby="components-title" className="border-y bg-card">
          <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
            <h2 id="components-title" className="mb-8 text-center text-2xl font-bold sm:text-3xl">
              {LANDING.componentsTitle}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {LANDING.components.map((c, i) => {
                const Icon = COMPONENT_ICONS[i] ?? Sparkles;
                return (
                  <div key={c.title} className="rounded-xl border bg-background p-5">
                    <Icon className="mb-3 size-6 text-primary" aria-hidden="true" />
                    <h3 className="mb-2 font-semibold">{c.title}</h3>
                    <p className="text-sm text-muted-foreground">{c.body}</p>
                  </div>
                );
              })}
            </div>
          </div>
        </section>

        <section aria-labelledby="method-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="method-title" className="mb-6 text-center text-2xl font-bold sm:text-3xl">
            {LANDING.methodologyTitle}
          </h2>
          <ul className="space-y-4">
            {LANDING.methodology.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2
                  className="mt-0.5 size-5 shrink-0 text-execution"
                  aria-hidden="true"
                />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-title" className="bg-foreground text-background">
          <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
            <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
              {LANDING.closingTitle}
            </h2>
            <p className="mx-auto mt-4 max-w-xl opacity-80">{LANDING.closingBody}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" variant="secondary">
                <a href={pathOf(API.loginPage)}>
                  {LANDING.login}
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-background/40 bg-transparent text-background hover:bg-background/10 hover:text-background"
              >
                <a href={communityUrl()} target="_blank" rel="noopener noreferrer">
                  {LANDING.joinCta}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <footer className="py-6 text-center text-xs text-muted-foreground">© {TEXTS.appName}</footer>
    </div>
  );
}
