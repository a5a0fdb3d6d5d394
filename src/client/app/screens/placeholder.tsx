import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';

/** A plain stand-in for a screen that a later release builds. */
export function PlaceholderScreen({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl p-4 sm:p-6 lg:p-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Not available yet</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
