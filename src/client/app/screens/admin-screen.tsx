import { ADMIN_TEXTS } from '@shared/admin-texts';
import { documentTitle, PAGE_TITLES } from '@shared/texts';
import { PageHeading } from '@client/components/layout/page-heading';
import { AccessGroupsCard } from '@client/features/admin/components/access-groups-card';
import { CommunityOverviewCard } from '@client/features/admin/components/community-overview-card';
import { UsersCard } from '@client/features/admin/components/users-card';
import { useCredits } from '@client/features/credits/api/use-credits';
import { CenteredSpinner } from '../centered-spinner';
import { AccessDenied } from './access-denied';

/** The admin panel (spec 2): the lists load only once the credits call reports isAdmin. */
export function AdminScreen() {
  const { data, isLoading } = useCredits();
  if (isLoading) return <CenteredSpinner />;
  const isAdmin = !!data?.isAdmin;
  if (!isAdmin) return <AccessDenied />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header>
        <PageHeading
          title={documentTitle(PAGE_TITLES.admin)}
          className="text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {ADMIN_TEXTS.title}
        </PageHeading>
        <p className="text-muted-foreground">{ADMIN_TEXTS.subtitle}</p>
      </header>
      <UsersCard enabled={isAdmin} />
      <AccessGroupsCard enabled={isAdmin} />
      <CommunityOverviewCard enabled={isAdmin} />
    </div>
  );
}
