// The face of the assessments module: what the rest of the server may use (docs/architecture.md).
// It owns the assessments and assessment_snapshots tables, so their queries live here.
export { assessmentsRoutes } from './assessments.routes';
export { readFormData, toAssessment, toSnapshot } from './assessments.mapping';
export {
  findAssessmentStanding,
  listCommunityRatings,
  type AssessmentStanding,
  type CommunityRatingsRow,
} from './assessments.community';
export {
  assessmentFormHash,
  findAssessment,
  findAssessmentToCoach,
  findFirstAssessment,
  findOwnedAssessmentId,
  FIRST_ASSESSMENT,
  givenOrFirstAssessment,
  type AssessmentRow,
} from './assessments.queries';
