import { FileDown, Loader2, RotateCcw, Save, X } from 'lucide-react';
import { useMemo } from 'react';
import { PILLARS } from '@shared/domain';
import { ASSESSMENT_TEXTS } from '@shared/form-fields';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import type { useAssessmentEditor } from '../lib/use-assessment-editor';
import { ActionPlanSection } from './action-plan-section';
import { BusinessContext } from './business-context';
import { CompletionAlert } from './completion-alert';
import { FormContext } from './form-context';
import { LoopsSection } from './loops-section';
import { PillarCard } from './pillar-card';
import { ProgressHeader } from './progress-header';
import { ReflectionSection } from './reflection-section';

type Editor = ReturnType<typeof useAssessmentEditor>;

/** The sections of the form; each field subscribes to its own value (see lib/form-store.ts). */
export function AssessmentForm({
  editor,
  onExportPdf,
  exportPending = false,
}: {
  editor: Editor;
  onExportPdf: () => void;
  exportPending?: boolean;
}) {
  const context = useMemo(
    () => ({ store: editor.store, errors: editor.errors, clearError: editor.clearError }),
    [editor.store, editor.errors, editor.clearError],
  );
  return (
    <FormContext.Provider value={context}>
      <div className="space-y-6">
        {editor.conflictBackup ? (
          <Alert className="flex flex-wrap items-center justify-between gap-3 border-orange-300 bg-orange-50">
            <p className="text-sm">
              This assessment was changed elsewhere, so the newer version is shown. Your own text
              from this browser is kept.
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={editor.restoreConflict}>
                <RotateCcw aria-hidden="true" />
                Restore my text
              </Button>
              <Button size="sm" variant="ghost" onClick={editor.dismissConflict}>
                <X aria-hidden="true" />
                Discard it
              </Button>
            </div>
          </Alert>
        ) : null}
        <Card>
          <CardContent className="pt-6">
            <ProgressHeader />
          </CardContent>
        </Card>
        <BusinessContext />
        {PILLARS.map((pillar) => (
          <PillarCard key={pillar} pillar={pillar} />
        ))}
        <LoopsSection />
        <ActionPlanSection />
        <ReflectionSection />
        <CompletionAlert errors={editor.errors} shown={editor.errorsShown} />
        <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={() => void editor.save('manual')}
            disabled={editor.status === 'saving'}
          >
            <Save aria-hidden="true" />
            {ASSESSMENT_TEXTS.saveDraft}
          </Button>
          <Button variant="outline" onClick={onExportPdf} disabled={exportPending}>
            {exportPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <FileDown aria-hidden="true" />
            )}
            {ASSESSMENT_TEXTS.exportPdf}
          </Button>
          <Button onClick={() => void editor.complete()} disabled={editor.status === 'saving'}>
            {editor.status === 'saving' ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : null}
            {ASSESSMENT_TEXTS.complete}
          </Button>
        </div>
      </div>
    </FormContext.Provider>
  );
}
