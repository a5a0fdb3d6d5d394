import { ShieldAlert } from 'lucide-react';
import { documentTitle, PAGE_TITLES, TEXTS } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Card, CardContent } from '@client/components/ui/card';

export function AccessDenied() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <PageHeading
            title={documentTitle(PAGE_TITLES.accessDenied)}
            className="text-2xl font-bold"
          >
            {TEXTS.admin.accessDeniedTitle}
          </PageHeading>
          <p className="text-sm text-muted-foreground">{TEXTS.admin.accessDeniedBody}</p>
        </CardContent>
      </Card>
    </div>
  );
}
