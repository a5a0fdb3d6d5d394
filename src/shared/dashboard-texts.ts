/** Texts of the dashboard (spec 2) and of the exports' toasts (spec 8). */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  subtitle: 'Track your business performance and progress',
  exportPdf: 'Export PDF',
  updated: (date: string) => `Updated: ${date}`,
  overall: 'Overall Score',
  product: 'Product',
  market: 'Market',
  execution: 'Execution',
  radarTitle: 'Three Pillars Analysis',
  pieTitle: 'Score Distribution',
  historyTitle: 'Progress Over Time',
  strengthsTitle: 'Key Strengths',
  improvementsTitle: 'Areas for Improvement',
  noStrengths: 'No strengths yet: rate a pillar 4 or 5, or complete a loop.',
  noImprovements: 'Nothing stands out: keep going.',
  sessionsTitle: 'Coaching Sessions Progress',
  sessionsCompleted: (x: number, y: number) => `${x} of ${y} sessions completed`,
  complete: 'Complete',
  pending: 'Pending',
  empty: 'No dashboard data available. Complete your assessment to see analytics.',
  startAssessment: 'Start Assessment →',
} as const;

export const DASHBOARD_TOASTS = {
  loadFailed: {
    title: 'Error loading dashboard',
    description: 'Could not load your dashboard data. Please try again.',
  },
} as const;

export const EXPORT_TOASTS = {
  success: { title: 'PDF exported successfully' },
  dashboardSuccess: {
    title: 'PDF exported successfully',
    description: 'Your dashboard summary has been downloaded.',
  },
  failedTitle: 'Export failed',
  assessmentFallback: 'Could not generate PDF. Please save your assessment first.',
  coachingFallback: 'Could not generate PDF. Please ensure the session is complete.',
  dashboardFallback: 'Could not generate PDF. Please try again.',
} as const;
