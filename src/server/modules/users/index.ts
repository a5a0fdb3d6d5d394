// The face of the users module: what the rest of the server may use (docs/architecture.md).
// It owns the users and credit_ledger tables, so their queries live here.
export {
  addCredits,
  findUserByEmail,
  listCreditHistory,
  listUsers,
  spendCredits,
  upsertUser,
  userExists,
  type NewUser,
} from './users.queries';
