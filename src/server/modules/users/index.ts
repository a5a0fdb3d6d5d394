// The face of the users module: what the rest of the server may use (docs/architecture.md).
// It owns the users and credit_ledger tables, so their queries live here.
export {
  addCredits,
  findSessionWithUser,
  findUserByEmail,
  listCreditHistory,
  listUsers,
  spendCredits,
  upsertUser,
  userExists,
  type AuthUser,
  type NewUser,
  type SessionWithUser,
} from './users.queries';
