import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_ASSESSMENT_NAME, SESSION_TITLES } from '@shared/domain';
import { API, pathOf } from '@shared/contracts/routes';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { documentTitle, PAGE_TITLES } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useAssessmentList } from '@client/features/assessments/api/use-assessment-list';
import { AssessmentForm } from '@client/features/assessments/components/assessment-form';
import { AssessmentHeader } from '@client/features/assessments/components/assessment-header';
import { AssessmentSelector } from '@client/features/assessments/components/assessment-selector';
import { MentorLinkDialog } from '@client/features/sharing/components/mentor-link-dialog';
import { useAssessmentEditor } from '@client/features/assessments/lib/use-assessment-editor';
import { ClearCacheControl } from '@client/features/coaching/components/clear-cache-control';
import { useCredits } from '@client/features/credits/api/use-credits';
import { useExportPdf } from '@client/lib/export-pdf';
import { useCurrentAssessment } from '../current-assessment';

function FormSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading assessment">
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

/** Session 1: the assessment (spec 2, 'Assessment screen'). */
export function AssessmentScreen() {
  const { currentId, setCurrentId } = useCurrentAssessment();
  const [location, navigate] = useLocation();
  const list = useAssessmentList();
  const credits = useCredits();
  const exportPdf = useExportPdf('assessment');

  const onCreated = useCallback((id: string) => setCurrentId(id), [setCurrentId]);
  const onCompleted = useCallback(() => navigate('/coaching/2'), [navigate]);
  const editor = useAssessmentEditor({
    assessmentId: currentId,
    listReady: list.isSuccess,
    onCreated,
    onCompleted,
  });

  // Spec 2: selecting navigates to /assessment unless the path already starts with it.
  const select = (id: string) =>
    setCurrentId(id, {
      push: true,
      ...(location.startsWith('/assessment') ? {} : { path: '/assessment' }),
    });

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 p-4 sm:p-6 lg:p-8">
      <AssessmentHeader
        title={
          <>
            <p className="text-sm font-medium text-primary">Session 1 of 7</p>
            <PageHeading
              title={documentTitle(PAGE_TITLES.assessment)}
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {SESSION_TITLES[1]}
            </PageHeading>
          </>
        }
        selector={
          <AssessmentSelector
            list={list.data ?? []}
            currentId={currentId}
            onSelect={select}
            onCurrentDeleted={(next) => setCurrentId(next)}
            credits={credits.data}
            share={(a) => <MentorLinkDialog assessment={a} />}
          />
        }
        clearCache={
          <ClearCacheControl
            assessmentId={currentId}
            assessmentName={
              list.data?.find((a) => a.id === currentId)?.name ?? DEFAULT_ASSESSMENT_NAME
            }
          />
        }
        status={editor.status}
        lastSavedAt={editor.lastSavedAt}
        onSave={() => void editor.save('manual')}
        onTrack={() => void editor.trackProgress()}
        busy={{ save: editor.status === 'saving', track: false }}
      />
      {editor.loadError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 p-4 text-sm text-destructive"
        >
          This assessment could not be loaded. Check your connection and reload the page; your
          unsaved text is kept in this browser.
        </p>
      ) : editor.ready ? (
        <AssessmentForm
          editor={editor}
          exportPending={exportPdf.pending}
          onExportPdf={() => {
            if (!currentId) {
              toast({
                title: EXPORT_TOASTS.failedTitle,
                description: EXPORT_TOASTS.assessmentFallback,
                variant: 'destructive',
              });
              return;
            }
            // The PDF shows what is stored, so pending edits are saved first.
            void (async () => {
              if (editor.status === 'unsaved' || editor.status === 'error')
                await editor.save('sync');
              await exportPdf.run(
                pathOf(API.exportAssessment, { query: { assessmentId: currentId } }),
                'assessment.pdf',
              );
            })();
          }}
        />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}
