import { AlertCircle } from 'lucide-react';
import { documentTitle, PAGE_TITLES, TEXTS } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Card, CardContent } from '@client/components/ui/card';

export function NotFoundScreen() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-red-600" aria-hidden="true" />
            <PageHeading title={documentTitle(PAGE_TITLES.notFound)} className="text-2xl font-bold">
              {TEXTS.notFound.title}
            </PageHeading>
          </div>
          <p className="text-sm text-muted-foreground">{TEXTS.notFound.body}</p>
        </CardContent>
      </Card>
    </div>
  );
}
