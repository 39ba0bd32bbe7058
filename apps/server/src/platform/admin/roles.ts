/** What an operator may do is decided by their one role; each operator route names the roles it admits. */
export const OPERATOR_ROLES = ['support', 'payments', 'risk', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
