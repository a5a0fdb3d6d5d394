import { ShieldAlert } from 'lucide-react';
import { TEXTS } from '@shared/texts';
import { Card, CardContent } from '@client/components/ui/card';

export function AccessDenied() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{TEXTS.admin.accessDeniedTitle}</h1>
          <p className="text-sm text-muted-foreground">{TEXTS.admin.accessDeniedBody}</p>
        </CardContent>
      </Card>
    </div>
  );
}
